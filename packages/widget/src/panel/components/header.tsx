import { recordLabel, recordOf, type ChatEngine } from '@mentor/core';
import { useValue } from '../use-value';
import { ICON, Icon } from './icons';
import { usePanel } from './panel-context';

interface HeaderProps {
  engine: ChatEngine | null;
  bubble: boolean;
  threadsOpen: boolean;
  onToggleThreads: () => void;
  onNewChat: () => void;
}

/**
 * Title, category picker, thread list and new chat, sign out (password sessions), close (bubble),
 * and the chip of the CRM record in view (name, age, state).
 */
export function Header({ engine, bubble, threadsOpen, onToggleThreads, onNewChat }: HeaderProps) {
  const { controller, c } = usePanel();
  const auth = useValue(controller.auth);
  const record = recordOf(useValue(controller.context));
  // A div, not a <header>: inside the host page a header would be a second banner landmark.
  return (
    <div className={c.header}>
      {engine ? (
        <button
          type="button"
          className={c.iconButton}
          aria-label="Chats in this category"
          aria-expanded={threadsOpen}
          onClick={onToggleThreads}
        >
          <Icon d={ICON.menu} />
        </button>
      ) : null}
      <h2>Mentor</h2>
      {engine ? <CategoryPicker engine={engine} /> : <span style={{ flex: '1 1 auto' }} />}
      {engine ? (
        <button type="button" className={c.iconButton} aria-label="New chat" onClick={onNewChat}>
          <Icon d={ICON.plus} />
        </button>
      ) : null}
      {auth.phase === 'signed_in' && !controller.hasUserToken() ? (
        <button type="button" className={c.iconButton} aria-label="Sign out" onClick={() => void controller.logOut()}>
          <Icon d={ICON.logout} />
        </button>
      ) : null}
      {bubble ? (
        <button type="button" className={c.iconButton} aria-label="Close chat" onClick={controller.requestClose}>
          <Icon d={ICON.close} />
        </button>
      ) : null}
      {record ? (
        // What Mentor sees of the CRM: the record its answers are about.
        <p className={c.chip} title="The CRM record Mentor sees">
          <Icon d={ICON.person} />
          <span className="sr">Record in view: </span>
          {recordLabel(record)}
        </p>
      ) : null}
    </div>
  );
}

function CategoryPicker({ engine }: { engine: ChatEngine }) {
  const categories = useValue(engine.categories);
  const selected = useValue(engine.selectedCategoryId);
  return (
    <select
      aria-label="Category"
      value={selected ?? ''}
      onChange={(event) => {
        engine.selectCategory(event.target.value);
        void engine.loadChatHeads();
      }}
    >
      {categories.map((category) => (
        <option key={category._id} value={category._id}>
          {category.name}
        </option>
      ))}
    </select>
  );
}
