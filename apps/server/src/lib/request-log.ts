import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/**
 * The production request log, one line per request: method, URL, client, status and time, written
 * when the answer is sent. Fastify's default writes two (one on arrival, one on completion), and a log
 * line costs about as much as serving the cached catalogue (DESIGN 7: profiled under load).
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // Folded into the line of requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) {
      return;
    }
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
