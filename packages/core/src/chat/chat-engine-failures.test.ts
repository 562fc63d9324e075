import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../codes';
import { ApiError, NetworkError } from '../errors';
import { NETWORK_ERROR_BANG, SUBSCRIPTION_EXPIRED } from '../messages';
import { chatHead, chatRecord, setupEngine, settle } from './test-fixtures';

const expired = () => new ApiError(ErrorCode.not_exist, SUBSCRIPTION_EXPIRED, 403);
const assistantFailed = (recordId = 'r1') =>
  new ApiError(ErrorCode.exception, 'Mentor could not answer just now.', 200, {
    record: chatRecord({ _id: recordId, bot_content: '', status: 'failed' }),
    chat_head: chatHead(),
  });

describe('chat engine: a refused send', () => {
  it('on an expired subscription shows the spec alert, drops the pending reply and keeps the user message', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('What does term cost?');
    fake.last.fail(expired());
    expect(await sent).toBe(true);
    expect(engine.error.value).toEqual({
      kind: 'expired',
      message: SUBSCRIPTION_EXPIRED,
      action: 'send',
      code: ErrorCode.not_exist,
    });
    expect(engine.messages.value).toEqual([expect.objectContaining({ role: 'user', content: 'What does term cost?' })]);
    expect(engine.messages.value[0]?.status).toBe('failed');
    expect(engine.sending.value).toBe(false);
  });

  it('reads a not_exist about a missing chat (404) as a plain failure with the server message', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('Hi');
    fake.last.fail(new ApiError(ErrorCode.not_exist, 'This chat does not exist.', 404));
    await sent;
    expect(engine.error.value).toMatchObject({ kind: 'failed', message: 'This chat does not exist.' });
  });

  it('reads HTTP 429 as rate_limited with the server message', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('Hi');
    const message = 'Too many requests. Please try again in 30 seconds.';
    fake.last.fail(new ApiError(ErrorCode.failed, message, 429, { retry_after: 30 }));
    await sent;
    expect(engine.error.value).toMatchObject({ kind: 'rate_limited', message });
    expect(engine.sending.value).toBe(false);
  });

  it('reads a rate-limit message without a 429 as rate_limited too', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('Hi');
    fake.last.fail(new ApiError(ErrorCode.failed, 'Too many requests. Please try again in 2 minutes.', 200));
    await sent;
    expect(engine.error.value?.kind).toBe('rate_limited');
  });

  it('reads a token error as failed with the server message', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('Hi');
    fake.last.fail(new ApiError(ErrorCode.token_invalid, 'Your session has expired.', 401));
    await sent;
    expect(engine.error.value).toMatchObject({ kind: 'failed', message: 'Your session has expired.', code: 8 });
  });

  it('clears the error on the next send, and on clearError', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('Hi');
    fake.last.fail(expired());
    await sent;
    void engine.send('Again');
    expect(engine.error.value).toBeNull();
    fake.last.fail(expired());
    await settle();
    engine.clearError();
    expect(engine.error.value).toBeNull();
  });
});

describe('chat engine: a failed reply and retry', () => {
  it('marks the reply failed with its record id when the assistant fails', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('What does term cost?');
    fake.last.meta(chatHead(), 'r1');
    fake.last.fail(assistantFailed('r1'));
    await sent;
    expect(engine.messages.value).toMatchObject([
      { role: 'user', content: 'What does term cost?', record_id: 'r1' },
      { role: 'assistant', status: 'failed', record_id: 'r1', content: '' },
    ]);
    expect(engine.error.value).toMatchObject({ kind: 'failed', message: 'Mentor could not answer just now.' });
    expect(engine.sending.value).toBe(false);
  });

  it('retry re-asks for the record and completes the same message in place', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('What does term cost?');
    fake.last.meta(chatHead(), 'r1');
    fake.last.fail(assistantFailed('r1'));
    await sent;
    const failedId = engine.messages.value[1]?.id;

    const retried = engine.retry('r1');
    expect(engine.sending.value).toBe(true);
    expect(engine.error.value).toBeNull();
    expect(engine.messages.value[1]).toMatchObject({ status: 'pending', content: '' });
    expect(fake.retries[0]?.recordId).toBe('r1');
    fake.retries[0]?.resolve({ bot_content: 'Term life costs less.' });
    expect(await retried).toBe(true);
    expect(engine.messages.value).toHaveLength(2);
    expect(engine.messages.value[1]).toMatchObject({
      id: failedId,
      status: 'complete',
      content: 'Term life costs less.',
      record_id: 'r1',
    });
    expect(engine.sending.value).toBe(false);
  });

  it('a retry that fails again leaves the message failed and sets the error', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('Hi');
    fake.last.meta(chatHead(), 'r1');
    fake.last.fail(assistantFailed('r1'));
    await sent;
    const retried = engine.retry('r1');
    fake.retries[0]?.fail(new ApiError(ErrorCode.exception, 'Still down.', 500));
    expect(await retried).toBe(false);
    expect(engine.messages.value[1]).toMatchObject({ status: 'failed', record_id: 'r1' });
    expect(engine.error.value).toMatchObject({ kind: 'failed', action: 'retry', message: 'Still down.' });
    expect(engine.sending.value).toBe(false);
  });

  it('a retry of a reply the server had finished reloads the thread as stored', async () => {
    const { engine, fake, handlers } = setupEngine();
    const sent = engine.send('Hi');
    fake.last.meta(chatHead(), 'r1');
    fake.last.fail(new NetworkError('offline', 'The server could not be reached'));
    await sent;
    expect(engine.messages.value[1]).toMatchObject({ status: 'failed', record_id: 'r1' });
    handlers.threadRecords = async () => [
      chatRecord({ _id: 'r1', user_content: 'Hi', bot_content: 'Done meanwhile.' }),
    ];
    const retried = engine.retry('r1');
    fake.retries[0]?.fail(new ApiError(ErrorCode.exist, 'This reply is already complete.', 409));
    expect(await retried).toBe(true);
    expect(engine.error.value).toBeNull();
    expect(engine.messages.value.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'Hi', undefined],
      ['assistant', 'Done meanwhile.', 'complete'],
    ]);
  });

  it('refuses to retry a record that is not a failed or stopped reply of the thread', async () => {
    const { engine, fake } = setupEngine();
    expect(await engine.retry('nope')).toBe(false);
    expect(fake.retries).toHaveLength(0);
  });

  it('an expired subscription on retry shows the spec alert', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('Hi');
    fake.last.meta(chatHead(), 'r1');
    fake.last.fail(assistantFailed('r1'));
    await sent;
    const retried = engine.retry('r1');
    fake.retries[0]?.fail(expired());
    await retried;
    expect(engine.error.value).toMatchObject({ kind: 'expired', message: SUBSCRIPTION_EXPIRED, action: 'retry' });
  });
});

describe('chat engine: no connection', () => {
  const offlineError = () => new NetworkError('offline', 'The server could not be reached');

  it('keeps a message that never reached the server in the outbox and sends it when back online', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('What does term cost?', { context: { age: 42 } });
    fake.last.fail(offlineError());
    await sent;
    expect(engine.error.value).toEqual({ kind: 'network', message: NETWORK_ERROR_BANG, action: 'send' });
    expect(engine.pendingOutbox.value).toMatchObject([
      { text: 'What does term cost?', context: { age: 42 }, category_id: 'c1', chat_head_id: null },
    ]);
    expect(engine.messages.value).toMatchObject([{ role: 'user', content: 'What does term cost?', status: 'queued' }]);
    expect(engine.messages.value).toHaveLength(1);
    expect(engine.sending.value).toBe(false);

    engine.setOnline(false);
    engine.setOnline(true);
    expect(fake.streams).toHaveLength(2);
    expect(fake.last.request.messages).toEqual([{ role: 'user', content: 'What does term cost?' }]);
    expect(fake.last.request.context).toEqual({ age: 42 });
    expect(engine.pendingOutbox.value).toEqual([]);
    expect(engine.messages.value[0]?.status).toBeUndefined();
    fake.last.meta();
    fake.last.done();
    await settle();
    expect(engine.messages.value.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(engine.messages.value[1]?.status).toBe('complete');
  });

  it('queues without calling the server while offline, then sends in order into one new chat head', async () => {
    const { engine, fake } = setupEngine({ online: false });
    expect(engine.offline.value).toBe(true);
    await engine.send('First');
    await engine.send('Second');
    expect(fake.streams).toHaveLength(0);
    expect(engine.messages.value.map((m) => [m.content, m.status])).toEqual([
      ['First', 'queued'],
      ['Second', 'queued'],
    ]);

    engine.setOnline(true);
    expect(engine.offline.value).toBe(false);
    expect(fake.streams).toHaveLength(1);
    fake.last.meta(chatHead({ _id: 'h5' }), 'r1');
    fake.last.done({ _id: 'r1', user_content: 'First', bot_content: 'One.' }, chatHead({ _id: 'h5' }));
    await settle();
    expect(fake.streams).toHaveLength(2);
    expect(fake.last.request.chat_head_id).toBe('h5');
    fake.last.done({ _id: 'r2', user_content: 'Second', bot_content: 'Two.' }, chatHead({ _id: 'h5' }));
    await settle();
    expect(engine.messages.value.map((m) => [m.role, m.content])).toEqual([
      ['user', 'First'],
      ['assistant', 'One.'],
      ['user', 'Second'],
      ['assistant', 'Two.'],
    ]);
  });

  it('stops flushing when the server still cannot be reached, instead of retrying in a loop', async () => {
    const { engine, fake } = setupEngine({ online: false });
    await engine.send('First');
    await engine.send('Second');
    engine.setOnline(true);
    fake.last.fail(offlineError());
    await settle();
    expect(fake.streams).toHaveLength(1);
    expect(engine.pendingOutbox.value.map((q) => q.text)).toEqual(['First', 'Second']);
    // An explicit flush (a "send again" button) tries once more.
    void engine.flushOutbox();
    expect(fake.streams).toHaveLength(2);
    expect(fake.last.request.messages[0]?.content).toBe('First');
  });

  it('a connection lost after the message was stored fails the reply for retry instead of queueing', async () => {
    const { engine, fake } = setupEngine();
    const sent = engine.send('Hi');
    fake.last.meta(chatHead(), 'r1');
    fake.last.delta('Half');
    fake.last.fail(offlineError());
    await sent;
    expect(engine.pendingOutbox.value).toEqual([]);
    expect(engine.messages.value[1]).toMatchObject({ status: 'failed', record_id: 'r1', content: 'Half' });
    expect(engine.error.value?.kind).toBe('network');
  });

  it('a message queued behind others waits its turn even when online', async () => {
    const { engine, fake } = setupEngine();
    const first = engine.send('First');
    fake.last.fail(offlineError());
    await first;
    const second = engine.send('Second');
    // The outbox is flushed in order: "First" goes before "Second".
    expect(fake.last.request.messages[0]?.content).toBe('First');
    fake.last.done({ _id: 'r1' });
    await settle();
    expect(fake.last.request.messages[0]?.content).toBe('Second');
    fake.last.done({ _id: 'r2' });
    await second;
    expect(engine.pendingOutbox.value).toEqual([]);
  });
});
