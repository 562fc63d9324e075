import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** Loopback, private, link-local (cloud metadata), carrier-grade NAT and unspecified addresses. */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateRanges.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const PRIVATE_REFUSED = 'The endpoint resolves to a private or loopback address, which webhooks may not reach.';

/** DNS lookup that refuses private addresses, checked on the address actually connected to. */
const publicOnlyLookup = ((hostname: string, options: LookupOptions, callback: (...args: unknown[]) => void) => {
  dnsLookup(
    hostname,
    { ...options },
    (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => {
      if (error) return callback(error);
      const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
      if (addresses.some(isPrivateAddress)) return callback(new Error(PRIVATE_REFUSED));
      return callback(null, address, family);
    },
  );
}) as unknown as LookupFunction;

export interface PostResult {
  status: number | null;
  error: string | null;
}

/**
 * POSTs a webhook body. Any answer is a result (2xx is success); no answer within the timeout, a
 * refused connection or a private address (unless allowed, as in development) is an error.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<PostResult> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ status: null, error: 'The endpoint URL is not valid.' });
      return;
    }
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && (isPrivateAddress(host) || host === 'localhost')) {
      resolve({ status: null, error: PRIVATE_REFUSED });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: DELIVERY_TIMEOUT_MS,
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        // The answer's body is not needed: read and dropped, so the connection is freed.
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? null, error: null }));
        response.on('error', () => resolve({ status: response.statusCode ?? null, error: null }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds.`)));
    request.on('error', (error) => resolve({ status: null, error: error.message.slice(0, 300) }));
    request.end(body);
  });
}
