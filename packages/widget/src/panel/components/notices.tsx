import type { ChatEngine } from '@mentor/core';
import { WIDGET_TEXT } from '../messages';
import { useValue } from '../use-value';
import { usePanel } from './panel-context';

/**
 * Clear states: offline (what is typed goes out on reconnect), an expired subscription (the spec's
 * text), a rate limit (when to try again), and other failures as the server or the spec words them.
 */
export function Notices({ engine }: { engine: ChatEngine }) {
  const { c } = usePanel();
  const offline = useValue(engine.offline);
  const error = useValue(engine.error);
  const showError = error && !(offline && error.kind === 'network');
  return (
    <>
      {offline ? (
        <p className={c.notice} role="status">
          {WIDGET_TEXT.offline}
        </p>
      ) : null}
      {showError ? (
        <p
          className={c.notice}
          role="alert"
          data-tone={error.kind === 'rate_limited' ? undefined : 'error'}
          data-kind={error.kind}
        >
          {error.message}
        </p>
      ) : null}
    </>
  );
}
