import { useEffect, useRef } from 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'mentor-chat': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/** Loads the widget's loader once (the portal and the widget share this origin). */
function loadWidget() {
  if (customElements.get('mentor-chat') || document.querySelector('script[data-mentor-preview]')) return;
  const script = document.createElement('script');
  script.src = '/widget/mentor-chat.js';
  script.async = true;
  script.dataset.mentorPreview = '';
  document.head.append(script);
}

/**
 * The live preview: the real widget, inline, with this key. It shows the widget's own login (you, the
 * key's owner, can sign in); on your CRM a user-token signs agents in silently.
 */
export function WidgetPreview({ embedKey }: { embedKey: string }) {
  const host = useRef<HTMLElement>(null);
  useEffect(loadWidget, []);
  // React keeps `key` for itself, so the element's attributes are set here.
  useEffect(() => {
    const element = host.current!;
    element.setAttribute('key', embedKey);
    element.setAttribute('mode', 'inline');
    element.setAttribute('api', location.origin);
  }, [embedKey]);
  return <mentor-chat ref={host} />;
}
