#!/usr/bin/env node
// How a CRM backend signs the user-token that signs an agent in to the Mentor widget silently.
// Run: MENTOR_EMBED_SECRET=mks_… node sign-user-token.mjs agent@mentor.demo "Alex Rivera"
//
// The token is a JWT signed with HS256 and the embed key's identity secret (shown once when the key
// is created or its secret rotated; keep it on the server, never in the page). Claims:
//   sub   the agent's e-mail (the agent becomes a seat of the agency on first sign-in)
//   name  the agent's name
//   exp   at most 24 hours ahead (Mentor refuses longer-lived tokens); sign a fresh one per page
// Put it in the page as <mentor-chat user-token="…"> (or data-user-token on the script tag).
import { createHmac } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const base64url = (value) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export function signUserToken({ email, name, secret, lifetimeSeconds = 60 * 60 }) {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({ sub: email, name, iat: now, exp: now + lifetimeSeconds });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

// Run as a script: print a token (the default secret is the demo key's, development data only).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const secret = process.env.MENTOR_EMBED_SECRET ?? 'mks_demo_identity_secret_for_local_development_only';
  const [email = 'agent@mentor.demo', name = 'Alex Rivera'] = process.argv.slice(2);
  console.log(signUserToken({ email, name, secret }));
}
