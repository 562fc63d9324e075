import '@mentor/widget';
import { useEffect, useRef } from 'react';

export interface MentorChatProps {
  /** The agency's public embed key. React keeps `key` for itself, so it is set on the element here. */
  embedKey: string;
  /** The API host (the Mentor server); defaults to the page's origin in the ESM build. */
  api?: string;
  userToken?: string;
  mode?: 'bubble' | 'inline';
  theme?: 'light' | 'dark' | 'auto';
  /** The record in view, for the assistant. */
  context?: Record<string, unknown>;
  onMessage?: (detail: { role: string; content: string }) => void;
}

/** A thin React wrapper around <mentor-chat>: attributes by ref, context as a property, events. */
export function MentorChat({
  embedKey,
  api,
  userToken,
  mode = 'inline',
  theme = 'light',
  context,
  onMessage,
}: MentorChatProps) {
  const ref = useRef<HTMLElement & { setContext(value: Record<string, unknown> | null): void }>(null);

  useEffect(() => {
    const element = ref.current!;
    const attributes: Record<string, string | undefined> = { key: embedKey, api, 'user-token': userToken, mode, theme };
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  }, [embedKey, api, userToken, mode, theme]);

  useEffect(() => ref.current!.setContext(context ?? null), [context]);

  useEffect(() => {
    const element = ref.current!;
    const listener = (event: Event) => onMessage?.((event as CustomEvent).detail);
    element.addEventListener('mentor-message', listener);
    return () => element.removeEventListener('mentor-message', listener);
  }, [onMessage]);

  return <mentor-chat ref={ref} />;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'mentor-chat': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
