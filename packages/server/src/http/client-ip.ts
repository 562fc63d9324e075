import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context';

/**
 * The caller's address for rate limits.
 *
 * Each proxy appends the address it received the request from to X-Forwarded-For, so only the
 * last `trustProxyHops` entries were written by proxies we run; anything before them is the
 * client's own word (and an attacker's way around every per-address limit). With N trusted
 * proxies the client is the N-th entry from the right. Without trusted proxies the header is ignored.
 */
export function clientIp(c: Context<AppEnv>): string {
  return pickClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), c.var.deps.config.trustProxyHops);
}

/**
 * The address `hops` proxies away from us: the socket's peer is the nearest proxy, and each hop
 * steps one entry left in X-Forwarded-For. A chain shorter than `hops` gives its leftmost entry,
 * which a trusted proxy still wrote.
 */
export function pickClientAddress(socket: string, forwardedFor: string | undefined, hops: number): string {
  if (hops <= 0 || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    socket,
  ];
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}
