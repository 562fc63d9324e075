import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../codes';
import { ApiError, NetworkError } from '../errors';
import { chatHead, chatRecord, setupEngine, settle } from './test-fixtures';

/** An engine with thread h1 open: one exchange, its reply complete (record r1). */
async function openThread() {
  const setup = setupEngine();
  await setup.engine.loadChatHeads();
  await setup.engine.openChatHead('h1');
  return setup;
}

const reply = (engine: ReturnType<typeof setupEngine>['engine']) =>
  engine.messages.value.find((m) => m.role === 'assistant')!;

describe('chat engine: regenerate', () => {
  it('shows the reply as pending, then the new one in its place, with the record in view sent along', async () => {
    const { engine, fake } = await openThread();
    const before = reply(engine);
    const done = engine.regenerate('r1', { context: { name: 'Maria' } });
    expect(reply(engine)).toMatchObject({ status: 'pending', content: '' });
    expect(engine.sending.value).toBe(true);
    expect(fake.regenerations[0]).toMatchObject({ recordId: 'r1', context: { name: 'Maria' } });
    fake.regenerations[0]!.resolve({ bot_content: 'A better answer.' });
    expect(await done).toBe(true);
    expect(reply(engine)).toMatchObject({ id: before.id, content: 'A better answer.', status: 'complete' });
    expect(engine.sending.value).toBe(false);
  });

  it('refuses a reply that is not complete, and puts the old reply back when the request fails', async () => {
    const { engine, fake } = await openThread();
    expect(await engine.regenerate('nope')).toBe(false);
    const done = engine.regenerate('r1');
    fake.regenerations[0]!.fail(new NetworkError('offline', 'The server could not be reached'));
    expect(await done).toBe(false);
    expect(reply(engine)).toMatchObject({ content: 'Term life costs less.', status: 'complete' });
    expect(engine.error.value).toMatchObject({ kind: 'network', action: 'regenerate' });
  });

  it('shows a regeneration the assistant could not finish as failed, ready to retry', async () => {
    const { engine, fake } = await openThread();
    const done = engine.regenerate('r1');
    fake.regenerations[0]!.fail(
      new ApiError(ErrorCode.exception, 'Mentor could not answer just now.', 500, {
        record: chatRecord({ status: 'failed' }),
        chat_head: chatHead(),
      }),
    );
    await done;
    expect(reply(engine)).toMatchObject({ status: 'failed', record_id: 'r1' });
  });
});

describe('chat engine: feedback', () => {
  it('shows the verdict at once and keeps what the server stored', async () => {
    const { engine, handlers } = await openThread();
    const asked: unknown[] = [];
    handlers.sendFeedback = async (recordId, rating, note) => {
      asked.push([recordId, rating, note]);
      return rating ? { rating, note } : null;
    };
    const done = engine.rate('r1', 'down', '  Wrong table.  ');
    expect(reply(engine).feedback).toEqual({ rating: 'down', note: 'Wrong table.' });
    expect(await done).toBe(true);
    expect(asked).toEqual([['r1', 'down', 'Wrong table.']]);
    await engine.rate('r1', null);
    expect(reply(engine).feedback).toBeUndefined();
  });

  it('takes the verdict back when the server refuses it', async () => {
    const { engine, handlers } = await openThread();
    handlers.sendFeedback = async () => {
      throw new ApiError(ErrorCode.failed, 'Only a finished reply can be rated.', 422);
    };
    expect(await engine.rate('r1', 'up')).toBe(false);
    expect(reply(engine).feedback).toBeUndefined();
    expect(engine.error.value).toMatchObject({ action: 'feedback', message: 'Only a finished reply can be rated.' });
  });

  it('reads the verdict stored with a record', async () => {
    const { engine, handlers } = setupEngine();
    handlers.threadRecords = async () => [chatRecord({ feedback: { rating: 'up', note: null } })];
    await engine.openChatHead('h1');
    expect(reply(engine).feedback).toEqual({ rating: 'up', note: null });
  });
});

describe('chat engine: rename, delete and search threads', () => {
  it('renames a thread in the list, and knows the open thread’s head', async () => {
    const { engine } = await openThread();
    expect(engine.selectedChatHead.value?.title).toBe('Term rates');
    expect(await engine.renameChatHead('h1', '  Maria:   term  ')).toBe(true);
    expect(engine.chatHeads.value[0]!.title).toBe('Maria: term');
    expect(engine.selectedChatHead.value?.title).toBe('Maria: term');
    expect(await engine.renameChatHead('h1', '   ')).toBe(false);
  });

  it('deletes a thread; the open one gives way to a new chat', async () => {
    const { engine } = await openThread();
    expect(await engine.deleteChatHead('h1')).toBe(true);
    expect(engine.chatHeads.value).toEqual([]);
    expect(engine.selectedChatHeadId.value).toBeNull();
    expect(engine.messages.value).toEqual([]);
  });

  it('keeps a thread the server would not delete, and says why', async () => {
    const { engine, handlers } = await openThread();
    handlers.deleteChatHead = async () => {
      throw new ApiError(ErrorCode.failed, 'You can only access your own account’s data.', 403);
    };
    expect(await engine.deleteChatHead('h1')).toBe(false);
    expect(engine.chatHeads.value).toHaveLength(1);
    expect(engine.selectedChatHeadId.value).toBe('h1');
    expect(engine.error.value).toMatchObject({ action: 'delete' });
  });

  it('searches on the server, and answers nothing for blank text without asking', async () => {
    const { engine, handlers } = setupEngine();
    const asked: string[] = [];
    handlers.searchChatHeads = async (query) => {
      asked.push(query);
      return [{ ...chatHead(), snippet: '…term…' }];
    };
    expect(await engine.searchChatHeads('  ')).toEqual([]);
    expect(await engine.searchChatHeads(' term ')).toEqual([{ ...chatHead(), snippet: '…term…' }]);
    expect(asked).toEqual(['term']);
    await settle();
  });
});
