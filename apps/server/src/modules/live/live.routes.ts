import type { OutgoingHttpHeaders } from 'node:http';
import { LIVE_EVENT_TYPES, LIVE_HEARTBEAT_MS, LIVE_REPLAY_WINDOW_MS } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses, secured } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';

/** Anything that takes an event stream: no Accept, `*\/*`, `text/*` or `text/event-stream` (not a JSON-only client). */
const acceptsEventStream = (accept: string | undefined) =>
  !accept?.trim() || /(^|,)\s*(text\/event-stream|text\/\*|\*\/\*)\s*(;|,|$)/i.test(accept);

/** A position this log could have issued; anything else is ignored (the stream starts at the present). */
function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['eventos'],
        summary: 'Eventos en vivo del usuario (Server-Sent Events)',
        description: [
          'Flujo `text/event-stream` (a un cliente que solo acepta otra cosa, como JSON, 406). Cada evento lleva',
          '`id:` (posición creciente), `event:` (uno de',
          `${LIVE_EVENT_TYPES.map((type) => `\`${type}\``).join(', ')}) y \`data:\` (JSON).`,
          'Solo llegan eventos de lo que el usuario puede ver (las mismas reglas que la API).',
          `Un comentario \`: ping\` cada ${LIVE_HEARTBEAT_MS / 1000} s. Al reconectar con la cabecera`,
          '`Last-Event-ID` se reenvía lo perdido, en orden y una sola vez, durante al menos',
          `${LIVE_REPLAY_WINDOW_MS / 3_600_000} h. Un bloque sin \`event:\` (solo \`id:\`/\`retry:\`) marca`,
          'la posición inicial y no es un evento.',
        ].join(' '),
        security: secured,
        produces: ['text/event-stream'],
        response: {
          200: z.string().meta({ description: 'Flujo de eventos (no termina)' }),
          ...errorResponses(401, 406),
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!acceptsEventStream(request.headers.accept)) {
        throw new AppError(
          406,
          'Esta ruta es un flujo de eventos: acepta text/event-stream en la cabecera Accept',
          'not_acceptable',
        );
      }
      // From here on the response is ours: headers by hand (the security headers and request id the
      // hooks already set included), then the stream, which lives until the client or the server ends it.
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      await app.live.open(actor, reply.raw, parseLastEventId(request.headers['last-event-id']));
    },
  );
};
