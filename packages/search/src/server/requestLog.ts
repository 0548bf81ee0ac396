/**
 * The request log: one line per request, written when its answer is complete. Fastify writes two by default
 * ("incoming request", then "request completed"), and a search added a third of its own; under a load of typing
 * readers, making those lines was a fifth of the server thread's time. A route that has more to say about its request
 * (the search API: what was searched, how many hits) says it on that one line, through `logOnCompletion`.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** What a route adds to its request's line: the line's message and its fields (a search's query, hits...). */
interface CompletionLine {
  msg: string;
  fields: Record<string, unknown>;
}

const linesOf = new WeakMap<FastifyRequest, CompletionLine[]>();

/**
 * Logs `fields` under `msg` when the request completes, in place of its "request completed" line; a request that
 * asks several things (a multi-query search) gets a line for each, every one with the request's status and time.
 */
export function logOnCompletion(request: FastifyRequest, msg: string, fields: Record<string, unknown>): void {
  const lines = linesOf.get(request);
  if (lines) lines.push({ msg, fields });
  else linesOf.set(request, [{ msg, fields }]);
}

const isClientAbort = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * Fastify's log lines, except that a request has one line, at its completion (with the method and URL the incoming
 * line had); that a client closing its connection before the answer is complete (a tab closed, a search typed over)
 * is a debug line rather than "request errored" at error level; and that the server's own warm-up requests
 * (warmUp.ts) are not logged: `silence(true)` while they run, before the server listens.
 */
export class RequestLogController extends LogController {
  private silenced = false;

  silence(silenced: boolean): void {
    this.silenced = silenced;
  }

  override isLogDisabled(request: FastifyRequest): boolean {
    return this.silenced || super.isLogDisabled(request);
  }

  override incomingRequest(): void {
    // Said on the request's completion line.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    if (isClientAbort(error)) {
      reply.log.debug({ req: request, responseTime }, 'client closed the connection early');
      return;
    }
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const lines = linesOf.get(request);
    if (!lines) {
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
      return;
    }
    for (const { msg, fields } of lines) reply.log.info({ req: request, res: reply, responseTime, ...fields }, msg);
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (isClientAbort(error)) {
      if (!this.isLogDisabled(request)) reply.log.debug('client closed the connection during a file');
      return;
    }
    super.streamError(error, request, reply);
  }
}
