import { UPLOAD_MAX_BYTES } from '@tramites/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The most of a refused request's body still read after the answer: a 10 MB upload and its multipart framing. */
export const UNREAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * Called when an answer leaves before the request's body was read (a 401 on an upload, an unknown
 * document...). Browsers and fetch do not wait for `100-continue`: the body is still arriving, and closing
 * the socket on it makes the kernel reset the connection, so the client sees EPIPE/ECONNRESET instead of our
 * status. So the rest of the body is read and discarded, up to UNREAD_BODY_MAX_BYTES, and the connection
 * stays usable (HTTP/1.1 frames the next request after it). A body announced or found larger than that is
 * not worth reading: the connection is closed.
 */
export function discardUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) {
    return;
  }
  const declared = Number(raw.headers['content-length'] ?? 0);
  if (declared > UNREAD_BODY_MAX_BYTES) {
    reply.header('connection', 'close');
    return;
  }
  let discarded = 0;
  // Our own listener (rather than Node's dump, which has no limit) also counts a chunked body.
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > UNREAD_BODY_MAX_BYTES) {
      raw.socket.destroy();
    }
  });
  raw.on('error', () => undefined);
  raw.resume();
}
