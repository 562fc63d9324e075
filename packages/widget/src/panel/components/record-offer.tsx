import { recordOf, sameRecord, type ChatEngine } from '@mentor/core';
import { useState } from 'react';
import { useValue } from '../use-value';
import { usePanel } from './panel-context';

/**
 * The CRM now shows another record than the open thread is about: offer a new thread for it rather
 * than mixing two clients in one conversation. "Keep this chat" hides the offer for that pair.
 */
export function RecordOffer({ engine }: { engine: ChatEngine }) {
  const { controller, c } = usePanel();
  const head = useValue(engine.selectedChatHead);
  const inView = recordOf(useValue(controller.context));
  const [kept, setKept] = useState('');
  const about = head?.record;
  if (!head || !about || !inView || sameRecord(about, inView) || kept === `${head._id} ${inView.key}`) return null;
  const name = inView.name ?? 'this record';
  return (
    <div className={c.offer} role="status">
      <p>
        This chat is about {about.name ?? 'another record'}. You now have {name} open.
      </p>
      <button
        type="button"
        className={c.primary}
        onClick={() => {
          engine.newChat();
          controller.requestFocus();
        }}
      >
        New chat about {name.split(' ')[0]}
      </button>
      <button type="button" className={c.link} onClick={() => setKept(`${head._id} ${inView.key}`)}>
        Keep this chat
      </button>
    </div>
  );
}
