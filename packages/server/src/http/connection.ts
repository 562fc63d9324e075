import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/**
 * A reply decided before the request's body was read (413 on the declared length, 401 before the
 * body of a call that needs a token) leaves bytes on a kept-alive connection. The node adapter then
 * drains them for a short while and cuts the socket, and the client's next request on that socket is
 * lost. Saying `Connection: close` makes the client open a fresh connection for its next request.
 */
export const closeIfBodyUnread: MiddlewareHandler = async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.complete || !hasBody(incoming)) return;
  c.res.headers.set('Connection', 'close');
};

function hasBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers['content-length'];
  return (length !== undefined && length !== '0') || incoming.headers['transfer-encoding'] !== undefined;
}
