import type { ChatEngine } from '@mentor/core';
import { WIDGET_TEXT } from '../messages';
import { useValue } from '../use-value';
import { Composer } from './composer';
import { EmptyThread } from './empty-thread';
import { MessageList } from './message-list';
import { Notices } from './notices';
import { RecordOffer } from './record-offer';

/**
 * The open thread (or the suggestions of a new one), its notices and the input. While a user-token
 * signs the agent in (`engine` null) the input is already there: what is typed waits for the chat.
 */
export function ChatView({ engine }: { engine: ChatEngine | null }) {
  return (
    <>
      {engine ? (
        <Thread engine={engine} />
      ) : (
        <p role="status" style={{ flex: 1, padding: 16, margin: 0 }}>
          {WIDGET_TEXT.signingIn}
        </p>
      )}
      <Composer engine={engine} />
    </>
  );
}

function Thread({ engine }: { engine: ChatEngine }) {
  const count = useValue(engine.messages).length;
  const loading = useValue(engine.loadingHistory);
  return (
    <>
      <MessageList engine={engine} />
      {count === 0 && !loading ? <EmptyThread engine={engine} /> : <RecordOffer engine={engine} />}
      <Notices engine={engine} />
    </>
  );
}
