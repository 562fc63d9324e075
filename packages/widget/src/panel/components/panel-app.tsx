import { parseMode, parseTheme } from '../../shared/attributes';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { stylesFor } from '../styles';
import { useValue } from '../use-value';
import type { WidgetController } from '../widget-controller';
import { ChatView } from './chat-view';
import { Header } from './header';
import { LoginView } from './login-view';
import { Announcer } from './message-list';
import { PanelContext } from './panel-context';
import { ThreadDrawer } from './thread-drawer';

/** Panels by their shadow root: r2wc hands the component its container, the element keeps the rest. */
export const controllers = new WeakMap<Node, { controller: WidgetController; nonce: () => string }>();

/** The chat UI rendered by r2wc into `<mentor-chat-panel>`'s shadow root. */
export function PanelApp({ container }: { container?: HTMLElement }) {
  const root = container as unknown as ShadowRoot;
  const owner = controllers.get(root)!;
  const { controller } = owner;
  const c = useMemo(() => stylesFor(root, owner.nonce()), [root, owner]);
  const attributes = useValue(controller.attributes);
  const engine = useValue(controller.engine);
  const auth = useValue(controller.auth);
  const [threadsOpen, setThreadsOpen] = useState(false);
  useEffect(() => setThreadsOpen(false), [engine]);

  const accent = attributes.accent;
  const style = accent ? ({ '--mentor-accent': accent } as CSSProperties) : undefined;
  const context = useMemo(() => ({ controller, c }), [controller, c]);
  return (
    <PanelContext.Provider value={context}>
      <div className="mc" data-theme={parseTheme(attributes.theme ?? null)} style={style}>
        <Header
          engine={engine}
          bubble={parseMode(attributes.mode ?? null) === 'bubble'}
          threadsOpen={threadsOpen}
          onToggleThreads={() => setThreadsOpen((open) => !open)}
          onNewChat={() => {
            engine?.newChat();
            setThreadsOpen(false);
            controller.requestFocus();
          }}
        />
        <div className={c.body}>
          {engine || ((auth.phase === 'signing_in' || auth.phase === 'checking') && controller.hasUserToken()) ? (
            <ChatView engine={engine} />
          ) : (
            <LoginView />
          )}
          {engine && threadsOpen ? (
            <ThreadDrawer
              engine={engine}
              onClose={() => {
                setThreadsOpen(false);
                // The focused button goes with the list; focus must stay in the panel (Escape, typing).
                controller.requestFocus();
              }}
            />
          ) : null}
        </div>
        <Announcer />
      </div>
    </PanelContext.Provider>
  );
}
