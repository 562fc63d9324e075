import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatHead, ChatRecord } from '@mentor/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chat } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import type { FakeRequest } from '../../../testing/fake-api';
import { makeCategory, makeUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const user = userEvent.setup();
const categories = [0, 1].map((index) => makeCategory(index));
const LONG_TITLE = 'A long question about a 61-year-old client with a stent and diabetes, written out in full';
const head: ChatHead = { _id: 'h1', title: LONG_TITLE, category_id: 'c0', created_on: '2026-11-21T10:00:00Z' };
const record = (overrides: Partial<ChatRecord> = {}): ChatRecord => ({
  _id: 'r1',
  chat_head_id: 'h1',
  user_content: 'Is he insurable?',
  bot_content: '**Likely Table 2.** See [the guide](https://example.com/guide.pdf).',
  status: 'complete',
  created_on: '2026-11-21T10:00:00Z',
  ...overrides,
});

/** The main chat with thread h1 open (one complete exchange), on a fake API. */
async function openThread(extra: Parameters<typeof fakeApi>[0] = {}) {
  chat.update({ categoriesData: categories, selectedCategoryId: 'c0', selectedChatId: 'h1', chatsList: [] });
  const calls = fakeApi({
    'GET /api/chat-head/get-all-chat-heads': ok([head]),
    'GET /api/chat/get-page': ok({ records: [record()], older_cursor: null }),
    ...extra,
  });
  renderApp('/chat-bot/chat', { user: makeUser() });
  await screen.findByText(/Likely Table 2/);
  return calls;
}

const bodies = (calls: FakeRequest[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

afterEach(() => vi.unstubAllGlobals());

describe('an open chat thread', () => {
  it('is the main landmark, with the thread title as its top-level heading, whole on hover', async () => {
    await openThread();
    const main = screen.getByRole('main');
    const heading = within(main).getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(LONG_TITLE);
    expect(heading.getAttribute('title')).toBe(LONG_TITLE);
    expect(heading.className).toBe('main-chat-title');
  });
});

describe('controls under a reply', () => {
  it('copies the reply as plain text with its links', async () => {
    await openThread();
    const copied: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async (text: string) => void copied.push(text) },
    });
    await user.click(screen.getByRole('button', { name: 'Copy reply' }));
    await waitFor(() => expect(copied).toEqual(['Likely Table 2. See the guide (https://example.com/guide.pdf).']));
    expect(await screen.findByText('Copied.')).toBeTruthy();
  });

  it('regenerates the reply in place', async () => {
    const calls = await openThread({
      'POST /api/chat/regenerate': ok({ chat_head: head, record: record({ bot_content: 'A second opinion.' }) }),
    });
    await user.click(screen.getByRole('button', { name: 'Regenerate reply' }));
    expect(await screen.findByText('A second opinion.')).toBeTruthy();
    expect(screen.queryByText(/Likely Table 2/)).toBeNull();
    expect(bodies(calls, '/api/chat/regenerate')).toEqual([{ record_id: 'r1' }]);
    expect(screen.getByRole('log', { name: 'Replies' }).textContent).toBe('Mentor: A second opinion.');
  });

  it('keeps a thumb down with a note, and takes it back when pressed again', async () => {
    const calls = await openThread({
      'POST /api/chat/feedback': (request) => {
        const body = request.body as { rating: string | null; note: string | null };
        return ok(body.rating ? { rating: body.rating, note: body.note } : null);
      },
    });
    const down = screen.getByRole('button', { name: 'Bad reply' });
    await user.click(down);
    await waitFor(() => expect(down.getAttribute('aria-pressed')).toBe('true'));
    await user.type(screen.getByLabelText('What was wrong? (optional)'), 'The stent was 8 months ago.');
    await user.click(screen.getByRole('button', { name: 'Send note' }));
    await waitFor(() =>
      expect(bodies(calls, '/api/chat/feedback')).toEqual([
        { record_id: 'r1', rating: 'down', note: null },
        { record_id: 'r1', rating: 'down', note: 'The stent was 8 months ago.' },
      ]),
    );
    expect(screen.queryByLabelText('What was wrong? (optional)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bad reply' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bad reply' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(bodies(calls, '/api/chat/feedback').at(-1)).toEqual({ record_id: 'r1', rating: null, note: null });
  });
});

describe('the chat panel', () => {
  it('renames a thread in place', async () => {
    const calls = await openThread({
      'POST /api/chat-head/rename-chat-head': ok({ ...head, title: 'Stent and diabetes' }),
    });
    const panel = screen.getByRole('complementary', { name: 'Chats' });
    await user.click(await within(panel).findByRole('button', { name: `Rename “${LONG_TITLE}”` }));
    const field = within(panel).getByLabelText('Chat title');
    await user.clear(field);
    await user.type(field, 'Stent and diabetes{Enter}');
    expect(await within(panel).findByRole('button', { name: 'Stent and diabetes' })).toBeTruthy();
    expect(bodies(calls, '/api/chat-head/rename-chat-head')).toEqual([{ _id: 'h1', title: 'Stent and diabetes' }]);
  });

  it('deletes a thread only after a confirmation', async () => {
    const calls = await openThread({ 'POST /api/chat-head/delete-chat-head': ok(null) });
    const panel = screen.getByRole('complementary', { name: 'Chats' });
    const remove = await within(panel).findByRole('button', { name: `Delete “${LONG_TITLE}”` });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete this chat?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodies(calls, '/api/chat-head/delete-chat-head')).toEqual([]);
    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: LONG_TITLE })).toBeNull());
    expect(bodies(calls, '/api/chat-head/delete-chat-head')).toEqual([{ _id: 'h1' }]);
    // The open thread went with it.
    expect(chat.selectedChatId.peek()).toBeNull();
  });

  it('searches titles and what was said, and opens a result', async () => {
    const other: ChatHead = { _id: 'h2', title: 'Sleep apnea', category_id: 'c1', created_on: '2026-11-20T10:00:00Z' };
    const calls = await openThread({
      'GET /api/chat-head/search-chat-heads': ok([{ ...other, snippet: '…CPAP compliance…' }]),
    });
    const panel = screen.getByRole('complementary', { name: 'Chats' });
    await user.type(within(panel).getByRole('searchbox', { name: 'Search chats' }), 'cpap');
    expect(await within(panel).findByText('1 chat found')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/chat-head/search-chat-heads')!.query.get('q')).toBe('cpap');
    const found = within(panel).getByRole('button', { name: /Sleep apnea/ });
    expect(found.textContent).toContain('…CPAP compliance…');
    await user.click(found);
    await waitFor(() => expect(chat.selectedChatId.peek()).toBe('h2'));
    expect(chat.selectedCategoryId.peek()).toBe('c1');
  });
});
