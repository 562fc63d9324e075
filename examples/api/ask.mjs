#!/usr/bin/env node
// Asks Mentor a question through the public API and prints the reply as it streams in.
//
//   npm start                      # prints the demo API key (development data)
//   MENTOR_API_KEY=msk_… node examples/api/ask.mjs "Can a client on metformin get preferred rates?"
//
// Environment: MENTOR_API_KEY (required), MENTOR_URL (default http://localhost:8080),
// MENTOR_AGENT (the agent the call acts for; default the demo agency's admin, admin@mentor.demo).
// Node 20 or newer; no packages needed. See docs/api-v1.md.
import { randomUUID } from 'node:crypto';

const base = (process.env.MENTOR_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const key = process.env.MENTOR_API_KEY;
const agent = process.env.MENTOR_AGENT ?? 'admin@mentor.demo';
const question = process.argv.slice(2).join(' ') || 'What should I ask a client who takes metformin?';

if (!key) {
  console.error('Set MENTOR_API_KEY to an API key (npm start prints the demo one).');
  process.exit(2);
}

const headers = {
  authorization: `Bearer ${key}`,
  'content-type': 'application/json',
  'x-mentor-agent': agent,
};

/** POST with an Idempotency-Key, so a retry after a network error never sends the question twice. */
async function post(path, body) {
  const response = await fetch(`${base}/v1${path}`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const { error } = await response.json();
    throw new Error(`${error.type} (${error.code}): ${error.message}`);
  }
  return response;
}

/** Reads server-sent events from a fetch response, one {event, data} at a time. */
async function* events(response) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (event) yield { event, data: JSON.parse(data) };
    }
  }
}

try {
  const thread = await (await post('/threads', { title: question.slice(0, 80) })).json();
  console.log(`Thread ${thread.id} (${thread.category.name}), agent ${thread.agent}\n`);
  console.log(`> ${question}\n`);
  const stream = await post(`/threads/${thread.id}/messages`, { content: question, stream: true });
  for await (const { event, data } of events(stream)) {
    if (event === 'delta') process.stdout.write(data.text);
    // The reply cites its sources in its text; `reply.sources` lists them for your own use.
    if (event === 'done') {
      const { id, reply } = data.message;
      console.log(`\n\n[done: message ${id}, ${reply.sources.length} sources]`);
    }
    if (event === 'error') throw new Error(data.error.message);
  }
} catch (error) {
  console.error(`\nMentor API: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
