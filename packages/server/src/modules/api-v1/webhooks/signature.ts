import { createHmac, timingSafeEqual } from 'node:crypto';

/** Receivers should refuse a signature older than this (docs/api-v1.md). */
export const REPLAY_WINDOW_SECONDS = 5 * 60;
export const SIGNATURE_HEADER = 'Mentor-Signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>` */
export function signPayload(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * What a receiver does: checks the header's HMAC over its timestamp and the raw body, and that the
 * timestamp is within the replay window. Exported for the tests, and shown in the docs.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds = REPLAY_WINDOW_SECONDS,
): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
