import { PlanId } from '@mentor/core';
import { SignJWT } from 'jose';
import { createVerifiedUser, subscribe, type TestServer } from './harness';

export const CRM_ORIGIN = 'https://crm.example.com';

export interface CreatedKey {
  _id: string;
  key: string;
  secret: string;
  allowed_origins: string[];
}

/** An agency admin (Agency plan: 10 seats) with one embed key allowing `origins`. */
export async function createAgency(server: TestServer, name: string, origins: string[] = [CRM_ORIGIN]) {
  const admin = await createVerifiedUser(server, name);
  await subscribe(server, admin.id, PlanId.agency);
  const created = await server.call<CreatedKey>('POST', '/api/embed/create-key', {
    token: admin.token,
    json: { name: `${name} CRM`, allowed_origins: origins },
  });
  if (created.body.error_code !== 0) throw new Error(`create-key failed: ${created.body.message}`);
  return { admin, key: created.body.result };
}

/** A user-token as a CRM backend signs it (HS256 with the key's identity secret). */
export async function signUserToken(
  secret: string,
  claims: { sub?: string; name?: string; expiresInSeconds?: number | null; nowSeconds?: number },
  alg = 'HS256',
) {
  const now = claims.nowSeconds ?? Math.floor(Date.now() / 1000);
  let jwt = new SignJWT(claims.name === undefined ? {} : { name: claims.name })
    .setProtectedHeader({ alg })
    .setIssuedAt(now);
  if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
  if (claims.expiresInSeconds !== null) jwt = jwt.setExpirationTime(now + (claims.expiresInSeconds ?? 3600));
  return jwt.sign(new TextEncoder().encode(secret));
}

/** A widget call: the key in its header, the CRM's origin, and a session token when signed in. */
export function widgetCall<T = unknown>(
  server: TestServer,
  key: string,
  method: string,
  path: string,
  options: { json?: unknown; token?: string; origin?: string } = {},
) {
  return server.call<T>(method, path, {
    ...(options.json !== undefined ? { json: options.json } : {}),
    token: options.token ?? null,
    headers: { origin: options.origin ?? CRM_ORIGIN, 'x-mentor-key': key },
  });
}
