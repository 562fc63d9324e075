import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatRecord } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_NOTICE } from '../src/assistant/openai/openai-assistant';
import { createVerifiedUser, readEvents, startTestServer, subscribe, type TestServer } from './harness';

/** A local server speaking the OpenAI chat-completions wire format (streamed). */
let llm: Server;
let mode: 'ok' | 'down' = 'ok';
type SentMessage = { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string };
const requests: {
  body: { model: string; stream: boolean; messages: SentMessage[]; tools?: { function: { name: string } }[] };
  auth: string | undefined;
}[] = [];
/** What the model says next: text pieces, or a tool call. Defaults to the graded-benefit answer. */
let script: (body: (typeof requests)[number]['body']) => {
  text?: string[];
  tool?: { name: string; args: string };
} = () => ({
  text: ['A graded ', 'benefit pays ', 'a reduced amount ', 'in years 1 and 2 [1].'],
});

let server: TestServer;
let token: string;
let categoryId: string;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  llm = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    requests.push({ body, auth: req.headers.authorization });
    if (mode === 'down') {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const next = script(body);
    const chunkOf = (delta: unknown, finish: string | null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    if (next.tool) {
      res.write(
        chunkOf(
          {
            role: 'assistant',
            tool_calls: [
              { index: 0, id: 'call_1', type: 'function', function: { name: next.tool.name, arguments: '' } },
            ],
          },
          null,
        ),
      );
      res.write(chunkOf({ tool_calls: [{ index: 0, function: { arguments: next.tool.args } }] }, null));
      res.write(chunkOf({}, 'tool_calls'));
      res.end('data: [DONE]\n\n');
      return;
    }
    const words = next.text ?? [];
    for (const [index, word] of words.entries()) {
      const chunk = {
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 1,
        model: body.model,
        choices: [
          {
            index: 0,
            delta: index === 0 ? { role: 'assistant', content: word } : { content: word },
            finish_reason: null,
          },
        ],
      };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      await new Promise((r) => setTimeout(r, 5));
    }
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  const port = (llm.address() as AddressInfo).port;
  server = await startTestServer({
    llm: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'sk-test', model: 'mentor-test' },
  });
  const user = await createVerifiedUser(server, 'Model User');
  await subscribe(server, user.id);
  token = user.token;
  const categories = await server.call<{ _id: string; name: string }[]>('GET', '/api/category/get-all-categories');
  categoryId = categories.body.result.find((c) => c.name === 'Products')!._id;
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => llm.close(() => resolve()));
});

function streamAsk(content: string) {
  return fetch(`${server.url}/api/chat/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ category_id: categoryId, chat_head_id: null, messages: [{ role: 'user', content }] }),
  });
}

describe('OpenAI-compatible mode', () => {
  it('reports the mode in /api/config', async () => {
    const config = await server.call<{ assistant_mode: string }>('GET', '/api/config');
    expect(config.body.result.assistant_mode).toBe('openai');
  });

  it('streams the model token by token, grounded on numbered sources, and appends the source links', async () => {
    mode = 'ok';
    requests.length = 0;
    const events = await readEvents(await streamAsk('How does a graded death benefit work?'));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.slice(0, 4)).toEqual(['A graded ', 'benefit pays ', 'a reduced amount ', 'in years 1 and 2 [1].']);
    const record = (events.at(-1)!.data as { record: ChatRecord }).record;
    expect(record.bot_content).toMatch(
      /^A graded benefit pays a reduced amount in years 1 and 2 \[1\]\.\n\nSources:\n- /,
    );
    expect(record.sources?.length).toBeGreaterThan(0);

    const sent = requests[0]!;
    expect(sent.auth).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('mentor-test');
    expect(sent.body.stream).toBe(true);
    expect(sent.body.messages[0]).toMatchObject({ role: 'system' });
    expect(sent.body.messages[0]!.content).toContain('Never promise an approval');
    const user = sent.body.messages.at(-1)!.content;
    expect(user).toContain('Question: How does a graded death benefit work?');
    expect(user).toMatch(/\[1\] .+/);
  });

  it('sends the thread history from its own records', async () => {
    mode = 'ok';
    const first = await streamAsk('What is final expense insurance?');
    const head = ((await readEvents(first)).at(-1)!.data as { chat_head: { _id: string } }).chat_head;
    requests.length = 0;
    await readEvents(
      await fetch(`${server.url}/api/chat/stream`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          category_id: categoryId,
          chat_head_id: head._id,
          messages: [{ role: 'user', content: 'And graded?' }],
        }),
      }),
    );
    const roles = requests[0]!.body.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(requests[0]!.body.messages[1]!.content).toBe('What is final expense insurance?');
  });

  it('retries once, then falls back to the knowledge base with a notice', async () => {
    mode = 'down';
    requests.length = 0;
    const events = await readEvents(await streamAsk('How does a graded death benefit work?'));
    expect(requests.length).toBe(2);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const record = (done.data as { record: ChatRecord }).record;
    expect(record.bot_content.startsWith(FALLBACK_NOTICE)).toBe(true);
    expect(record.bot_content).toMatch(/graded/i);
  });

  it('keeps the hard rules deterministic without asking the model', async () => {
    mode = 'ok';
    requests.length = 0;
    const events = await readEvents(await streamAsk("What are Americo's current rates for a 70 year old?"));
    expect(requests.length).toBe(0);
    expect((events.at(-1)!.data as { record: ChatRecord }).record.bot_content).toMatch(/don’t quote live premiums/);
    const emergency = await readEvents(
      await streamAsk('client on the phone has chest pain and his arm is numb right now'),
    );
    expect(requests.length).toBe(0);
    expect((emergency.at(-1)!.data as { record: ChatRecord }).record.bot_content).toMatch(/^Call 911 now/);
  });

  it("gives the model the case and the engine's read, and runs the engine when the model calls it", async () => {
    mode = 'ok';
    requests.length = 0;
    script = (body) =>
      body.messages.at(-1)!.role === 'tool'
        ? { text: ['For a 61-year-old man with a stent 8 months ago, ', 'final expense is likely graded [1].'] }
        : {
            tool: {
              name: 'underwriting_read',
              args: JSON.stringify({ case: "61 yo male 5'10 245, stent 8 months ago, smoker" }),
            },
          };
    try {
      const events = await readEvents(
        await streamAsk("61 yo guy 5'10 245 on metformin, stent 8 months ago, what can i write him for"),
      );
      expect(requests).toHaveLength(2);
      const first = requests[0]!.body;
      expect(first.tools?.map((t) => t.function.name)).toEqual([
        'underwriting_read',
        'bmi',
        'table_rating',
        'flat_extra',
      ]);
      const grounded = first.messages.at(-1)!.content!;
      expect(grounded).toMatch(/The case so far .*61-year-old man/);
      expect(grounded).toMatch(/Mentor's rules engine read of this case:/);
      const toolReply = requests[1]!.body.messages.at(-1)!;
      expect(toolReply).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
      expect(toolReply.content).toMatch(/How each option looks/);
      expect(toolReply.content).toMatch(/tobacco user/);
      const record = (events.at(-1)!.data as { record: ChatRecord }).record;
      expect(record.bot_content).toMatch(
        /^For a 61-year-old man with a stent 8 months ago, final expense is likely graded \[1\]\./,
      );
      expect(record.bot_content.match(/^Sources:/gm)).toHaveLength(1);
    } finally {
      script = () => ({ text: ['A graded ', 'benefit pays ', 'a reduced amount ', 'in years 1 and 2 [1].'] });
    }
  });

  it('corrects, in the open, a premium the model made up', async () => {
    mode = 'ok';
    script = () => ({ text: ['Final expense for her would be about ', '$42 a month.'] });
    try {
      const events = await readEvents(await streamAsk('How does final expense work for a 70 year old woman?'));
      const record = (events.at(-1)!.data as { record: ChatRecord }).record;
      expect(record.bot_content).toMatch(/\$42 a month\.\n\nCorrection: Mentor does not quote premiums/);
      const deltas = events
        .filter((e) => e.event === 'delta')
        .map((e) => (e.data as { text: string }).text)
        .join('');
      expect(deltas).toContain('Correction: Mentor does not quote premiums');
    } finally {
      script = () => ({ text: ['A graded ', 'benefit pays ', 'a reduced amount ', 'in years 1 and 2 [1].'] });
    }
  });
});
