import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_EXPIRED, formatMessageDate } from '@mentor/core';
import type { ChatHead, ChatRecord } from '@mentor/core';
import { describe, expect, it } from 'vitest';
import { chat } from '../../../lib/stores';
import { fakeApi, ok } from '../../../testing/fake-api';
import type { FakeAnswer, FakeHandler } from '../../../testing/fake-api';
import { makeCategory, makeUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { ReplyContent } from './reply-content';

const user = userEvent.setup();
const categories = [0, 1, 2, 3].map((index) => makeCategory(index));
const head: ChatHead = { _id: 'h1', title: 'First question 0?', category_id: 'c0', created_on: '2026-11-21T10:00:00Z' };
const record = (overrides: Partial<ChatRecord> = {}): ChatRecord => ({
  _id: 'r1',
  chat_head_id: 'h1',
  user_content: 'First question 0?',
  bot_content: 'Here is **the answer**, see https://example.com/guide.pdf',
  status: 'complete',
  created_on: '2026-11-21T10:00:00Z',
  ...overrides,
});

function openCategory(id = 'c0') {
  chat.update({ categoriesData: categories, selectedCategoryId: id, selectedChatId: null, chatsList: [] });
}

function chatApi(send: FakeAnswer | (() => FakeAnswer), extra: Record<string, FakeAnswer | FakeHandler> = {}) {
  let heads: ChatHead[] = [];
  return fakeApi({
    'GET /api/chat-head/get-all-chat-heads': () => ok(heads),
    'POST /api/chat/stream': () => {
      const answer = typeof send === 'function' ? send() : send;
      if (answer !== 'network' && answer.error_code === 0) heads = [head];
      return answer;
    },
    'GET /api/chat/get-page': ok({ records: [record()], older_cursor: null }),
    ...extra,
  });
}

describe('main chat', () => {
  it('shows the welcome text and default prompts; a prompt copies its text into the box', async () => {
    openCategory();
    chatApi(ok({ chat_head: head, record: record() }));
    renderApp('/chat-bot/chat', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: /what can I help you with in Underwriting/ })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Prompt A0/ }));
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('First question 0?');
    expect(send.disabled).toBe(false);
    // The Dashboard back link and the breadcrumb's first step.
    expect(screen.getAllByRole('link', { name: 'Dashboard' }).map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard',
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Underwriting')).toBeTruthy();
  });

  it('sends: the message shows, the reply arrives formatted, and the new chat appears in the panel', async () => {
    openCategory();
    const calls = chatApi(ok({ chat_head: head, record: record() }));
    renderApp('/chat-bot/chat', { user: makeUser() });
    await user.type(await screen.findByLabelText('Your message'), 'First question 0?');
    await user.keyboard('{Enter}');
    const link = await screen.findByRole('link', { name: /example\.com\/guide\.pdf/ });
    expect(link.className).toContain('is-pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getByText(/the answer/).textContent).not.toContain('**');
    // The screen-reader log reads the reply as plain text: no markdown, no address.
    expect(screen.getByRole('log', { name: 'Replies' }).textContent).toBe(
      'Mentor: Here is the answer, see example.com (PDF)',
    );
    expect(screen.getAllByText(formatMessageDate('2026-11-21T10:00:00Z')).length).toBeGreaterThan(0);
    const panel = screen.getByRole('complementary', { name: 'Chats' });
    expect(await within(panel).findByRole('button', { name: 'First question 0?' })).toBeTruthy();
    expect(chat.selectedChatId.peek()).toBe('h1');
    const sent = calls.find((call) => call.path === '/api/chat/stream')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ category_id: 'c0', user_id: makeUser()._id, chat_head_id: null });
  });

  it('alerts that the subscription has expired when the send answers not_exist', async () => {
    openCategory();
    chatApi({ error_code: 4, message: SUBSCRIPTION_EXPIRED, status: 403 });
    renderApp('/chat-bot/chat', { user: makeUser() });
    await user.type(await screen.findByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(SUBSCRIPTION_EXPIRED);
  });

  it('offers Retry on a failed reply and shows the reply once the retry succeeds', async () => {
    openCategory();
    const failed = record({ bot_content: '', status: 'failed' });
    chatApi(
      {
        error_code: 5,
        message: 'The assistant could not answer.',
        status: 500,
        result: { record: failed, chat_head: head },
      },
      { 'POST /api/chat/retry': ok({ chat_head: head, record: record({ bot_content: 'Now it works.' }) }) },
    );
    renderApp('/chat-bot/chat', { user: makeUser() });
    await user.type(await screen.findByLabelText('Your message'), 'First question 0?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Now it works.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('stops a reply being written: what arrived stays, marked Stopped, with Retry', async () => {
    openCategory();
    const encoder = new TextEncoder();
    const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    chatApi(ok(), {
      // The reply starts and then waits, as a slow model does, until the request is aborted.
      'POST /api/chat/stream': ({ signal }) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(event('meta', { chat_head: head, record_id: 'r1' }));
              controller.enqueue(event('delta', { text: 'The first half' }));
              signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
      'POST /api/chat/retry': ok({ chat_head: head, record: record({ bot_content: 'The whole answer.' }) }),
    });
    renderApp('/chat-bot/chat', { user: makeUser() });
    await user.type(await screen.findByLabelText('Your message'), 'First question 0?');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The first half')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop reply' }));
    expect(await screen.findByText('Stopped.')).toBeTruthy();
    expect(screen.getByText('The first half')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop reply' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Your message'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The whole answer.')).toBeTruthy();
    expect(screen.queryByText('Stopped.')).toBeNull();
  });

  it('New Chat clears the selected chat and goes to the dashboard', async () => {
    chat.update({ categoriesData: categories, selectedCategoryId: 'c0', selectedChatId: 'h1', chatsList: [] });
    chatApi(ok({ chat_head: head, record: record() }), { 'GET /api/category/get-all-categories': ok(categories) });
    renderApp('/chat-bot/chat', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'New Chat' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(chat.selectedChatId.peek()).toBeNull();
  });

  it('opening a past chat from the accordion loads its messages', async () => {
    openCategory();
    fakeApi({
      'GET /api/chat-head/get-all-chat-heads': ok([head]),
      'GET /api/chat/get-page': ok({ records: [record({ bot_content: 'Stored answer.' })], older_cursor: null }),
    });
    renderApp('/chat-bot/chat', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'First question 0?' }));
    expect(await screen.findByText('Stored answer.')).toBeTruthy();
    expect(chat.selectedChatId.peek()).toBe('h1');
  });
});

describe('second chat (/chat)', () => {
  it('shows the four starter cards; one fills the box and picks its category', async () => {
    chat.update({ categoriesData: categories });
    fakeApi({ 'GET /api/category/get-all-categories': ok(categories) });
    renderApp('/chat', { user: makeUser() });
    for (const title of ['Underwriting Assistant', 'Product Information', 'Carrier Recommendation', 'Sales Strategy']) {
      expect(await screen.findByRole('button', { name: new RegExp(title) })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: /Product Information/ }));
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toMatch(/graded and a level/);
    expect(chat.selectedCategoryId.peek()).toBe('c1');
  });
});

describe('reply formatting', () => {
  it('renders links as anchors, marks PDFs, strips bold and turns dash lines into bullets, never HTML', () => {
    render(
      <ReplyContent
        text={
          '**Build** matters.\n- First point\n-Second point\nSee [the guide](https://example.com/a.pdf) or <img src=x onerror=alert(1)>'
        }
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First point', 'Second point']);
    const link = screen.getByRole('link', { name: /the guide/ });
    expect(link.getAttribute('href')).toBe('https://example.com/a.pdf');
    expect(link.className).toContain('is-pdf');
    expect(screen.getByText(/Build matters\./)).toBeTruthy();
    expect(document.querySelector('.reply img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
  });

  it('does not make javascript: links clickable', () => {
    render(<ReplyContent text={'[click](javascript:alert(1))'} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
