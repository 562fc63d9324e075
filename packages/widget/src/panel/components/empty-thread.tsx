import { promptsForRecord, recordOf, type ChatEngine, type DefaultPrompt } from '@mentor/core';
import { WIDGET_TEXT } from '../messages';
import { useValue } from '../use-value';
import { usePanel } from './panel-context';

/**
 * A new chat: a welcome, questions written from the CRM record in view, then the category's
 * default prompts; a click copies a prompt into the input.
 */
export function EmptyThread({ engine }: { engine: ChatEngine }) {
  const { controller, c } = usePanel();
  const categories = useValue(engine.categories);
  const selected = useValue(engine.selectedCategoryId);
  const context = useValue(controller.context);
  const name = recordOf(context)?.name;
  const prompts: DefaultPrompt[] = [
    ...promptsForRecord(context),
    ...(categories.find((category) => category._id === selected)?.default_prompts ?? []),
  ];
  // A group, not a section with a name: the panel adds no landmarks to the host page.
  return (
    <div className={c.empty} role="group" aria-label="Suggestions">
      <h3>{name ? `How can I help with ${name}?` : WIDGET_TEXT.welcome}</h3>
      <p>{WIDGET_TEXT.welcomeHint}</p>
      {prompts.map((prompt) => (
        <button
          key={prompt.title + prompt.message}
          type="button"
          className={c.prompt}
          onClick={() => {
            controller.draft.value = prompt.message;
            controller.requestFocus();
          }}
        >
          <strong>{prompt.title}</strong>
          <span>{prompt.message}</span>
        </button>
      ))}
    </div>
  );
}
