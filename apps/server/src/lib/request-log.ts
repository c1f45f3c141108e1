import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino, { type Logger } from 'pino';

const { chindingsSym, streamSym, timeSym } = pino.symbols;

interface LogStream {
  write(chunk: string): unknown;
}

/** What pino keeps on a logger and writes on each line: its bindings, its time and its stream. */
function pinoParts(log: Logger) {
  const parts = log as unknown as Record<symbol, unknown>;
  return {
    stream: parts[streamSym] as LogStream | undefined,
    bindings: (parts[chindingsSym] as string | undefined) ?? '',
    time: (parts[timeSym] as (() => string) | undefined)?.() ?? '',
  };
}

/**
 * Milliseconds with three decimals, from integers: V8 turns a double into text slowly (half a microsecond,
 * measured under load in issue 22), an integer quickly.
 */
export function formatMilliseconds(milliseconds: number): string {
  const micros = Math.round(milliseconds * 1000);
  const fraction = micros % 1000;
  return `${(micros - fraction) / 1000}.${fraction < 10 ? '00' : fraction < 100 ? '0' : ''}${fraction}`;
}

/** A string or number as a JSON value: client-sent text (URL, host, request id) is escaped here. */
const json = (value: string | number | undefined): string =>
  value === undefined ? 'null' : JSON.stringify(value);

/**
 * The production request log: one line per request, written when the answer is sent, with the same
 * JSON pino writes (`level`, `time`, `pid`, `hostname`, `reqId`, `req`, `res`, `responseTime`, `msg`).
 *
 * Profiled under load (issue 14, `npm run bench`), `reply.log.info({ req, res })` cost ~7 µs of a cached
 * catalogue request's ~26 µs: pino's generic serialisation of the two objects, and its default stream
 * re-measuring its growing buffer on every line. So the line is built here from the request logger's own
 * bindings and time function (what pino would put there) and written to pino's stream once per turn of
 * the event loop: ~1 µs. Lines of one turn may follow another log line written during that turn.
 * Errors keep pino's full serialisation (stack and all).
 */
export class RequestLogController extends LogController {
  private pending = '';
  private stream: LogStream | undefined;
  private flushScheduled = false;

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
    const log = reply.log as Logger;
    if (error) {
      this.flush();
      log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    // Logging off (`logger: false` gives a logger without these), or set above info.
    if (typeof log.isLevelEnabled !== 'function' || !log.isLevelEnabled('info')) {
      return;
    }
    const { stream, bindings, time } = pinoParts(log);
    if (!stream) {
      return;
    }
    this.stream = stream;
    const remotePort = request.socket?.remotePort;
    this.pending +=
      `{"level":30${time}${bindings},"req":{"method":${json(request.method)},` +
      `"url":${json(request.url)},"host":${json(request.host)},"remoteAddress":${json(request.ip)}` +
      `${remotePort === undefined ? '' : `,"remotePort":${remotePort}`}},"res":{"statusCode":${reply.statusCode}},` +
      `"responseTime":${formatMilliseconds(reply.elapsedTime)},"msg":"request completed"}\n`;
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** Writes the lines not yet written (also on close, so none is lost on a clean shutdown). */
  flush(): void {
    this.flushScheduled = false;
    if (this.pending && this.stream) {
      const lines = this.pending;
      this.pending = '';
      this.stream.write(lines);
    }
  }
}
