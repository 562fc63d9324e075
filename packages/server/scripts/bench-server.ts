// Server figures for `npm run bench`: chat_reply_ms, chat_first_byte_ms, api_rps_categories.
// Prints one JSON object. Runs a real server on a fresh PGlite database in a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PlanId, type Category } from '@mentor/core';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (value: number) => Math.round(value * 100) / 100;

const dataDir = mkdtempSync(path.join(tmpdir(), 'mentor-bench-'));
const config = {
  ...loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
  dataDir,
  staticRoot: dataDir,
  rateLimits: {
    loginFreeFailures: 1e9,
    loginPerIp: 1e9,
    signupsPerIp: 1e9,
    codeRequestsPerIp: 1e9,
    codeChecksPerIp: 1e9,
    contactPerIp: 1e9,
    subscribePerIp: 1e9,
    chatPerMinute: 1e9,
    codeIntervalSeconds: 60,
  },
};
const server = await startServer(config, { renewals: false });
const { db } = server.deps;

try {
  // A verified, subscribed member with a session.
  const form = new FormData();
  form.set('name', 'Bench Member');
  form.set('email', 'bench@example.com');
  form.set('password', 'Secret123');
  const signUp = (await (await fetch(`${server.url}/api/user/new-user`, { method: 'POST', body: form })).json()) as {
    result: { _id: string; token: string };
  };
  const { _id: userId, token } = signUp.result;
  await db.updateTable('users').set({ is_verified: true }).where('id', '=', userId).execute();
  await db
    .insertInto('user_plans')
    .values({
      user_id: userId,
      plan_id: PlanId.agent,
      status: 'active',
      referral_code: 'BENCH001',
      current_period_end: new Date(Date.now() + 30 * 86_400_000),
    })
    .execute();
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const categories = (await (await fetch(`${server.url}/api/category/get-all-categories`)).json()) as {
    result: Category[];
  };
  const categoryId = categories.result[0]!._id;
  const questions = [
    'What does table 4 mean for the premium?',
    'How does a graded death benefit work on final expense?',
    'Do I need to scrub a lead against the Do Not Call registry if they filled out a form?',
    'How do carriers look at a DUI from three years ago?',
    'My client is 5\'10" and 250 lbs, what is the BMI?',
  ];
  const body = (i: number) =>
    JSON.stringify({
      category_id: categoryId,
      chat_head_id: null,
      messages: [{ role: 'user', content: questions[i % questions.length] }],
    });

  // chat_reply_ms: the whole server-side handling of start-chat (validation, plan check, rate
  // limit, storing the message, retrieval and composition, storing the reply), without a socket.
  const app = createApp(server.deps);
  const replyTimes: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const started = performance.now();
    const response = await app.request('/api/chat/start-chat', { method: 'POST', headers: auth, body: body(i) });
    await response.text();
    if (i >= 10) replyTimes.push(performance.now() - started);
  }

  // chat_first_byte_ms: from sending the stream request to its first byte, over HTTP.
  const firstByte: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/chat/stream`, { method: 'POST', headers: auth, body: body(i) });
    const reader = response.body!.getReader();
    await reader.read();
    if (i >= 5) firstByte.push(performance.now() - started);
    while (!(await reader.read()).done);
  }

  // api_rps_categories: authenticated category lists at 32 connections for 5 seconds.
  const load = await autocannon({
    url: `${server.url}/api/category/get-all-categories?user_id=${userId}`,
    connections: 32,
    duration: 5,
    headers: { authorization: `Bearer ${token}` },
  });
  if (load.non2xx > 0) throw new Error(`${load.non2xx} category requests failed`);

  console.log(
    JSON.stringify({
      chat_reply_ms: round(median(replyTimes)),
      chat_first_byte_ms: round(median(firstByte)),
      api_rps_categories: Math.round(load.requests.average),
    }),
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
