import type { FastifyReply, FastifyRequest } from 'fastify';

/** A public JSON body serialised once, kept with its gzip and ETag (the catalogue's in-memory cache). */
export interface CachedBody {
  body: string;
  /** The same body gzipped once when cached: most clients accept it, and bytes are the hot path's cost. */
  gzipped: Buffer;
  etag: string;
}

/** Sends a cached JSON body with its ETag, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply
    .header('etag', cached.etag)
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) {
    return reply.status(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(cached.gzipped);
  }
  return reply.send(cached.body);
}
