/**
 * The answers no route makes: requests Node's HTTP parser refuses (malformed, headers too large, too slow), URLs
 * Fastify's router refuses, requests refused before their body is read (no Host, a body for a page) and errors
 * outside the API's routes. They carry the same security headers as every other answer and Algolia's error shape.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { echo } from '../engine/echo.js';

type Headers = Readonly<Record<string, string>>;

/** The status Node's parser error calls for: what Fastify's own handler answers, in our shape. */
function parserErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request headers are too large' };
  return { status: 400, message: 'Malformed HTTP request' };
}

/**
 * For Fastify's `clientErrorHandler`: writes the answer to the raw socket (there is no request to reply to) with
 * the security headers, then closes the connection, as Node does.
 */
export function clientErrorHandler(headers: Headers) {
  return function handleClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = parserErrorAnswer(error.code);
    this.log.debug({ code: error.code }, `client error: ${message}`);
    // As Node does: a request that times out after its answer began (a body still arriving after an early refusal)
    // gets no second answer written into the first.
    const answering = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && !answering?.headersSent) {
      const body = JSON.stringify({ message, status });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/**
 * For Fastify's `frameworkErrors`: a URL the router cannot decode (`/%`), answered 400 with the security headers
 * (no hook runs for it, so they are set here).
 */
export function frameworkErrorHandler(headers: Headers) {
  return (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
    const url = /^'(.*)' is not a valid url component$/s.exec(error.message)?.[1];
    return reply
      .code(400)
      .headers(headers)
      .header('cache-control', 'no-store')
      .send({ message: url === undefined ? error.message : `Invalid URL: ${echo(url)}`, status: 400 });
  };
}

/** The methods a page answers; a site route takes no body. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

function carriesBody(raw: IncomingMessage): boolean {
  return raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
}

/**
 * Sends an answer before the request's body was read. Node would read and throw away the rest of the body to keep
 * the connection for the next request; a client sending a large one could keep the server reading it, so such a
 * connection is closed instead.
 */
function answerEarly(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  if (status === 400 || carriesBody(request.raw)) reply.header('connection', 'close');
  return reply.code(status).header('cache-control', 'no-store').send({ message, status });
}

/**
 * An `onRequest` hook, registered before every route: refuses what no route would take before anything reads its
 * body. An HTTP/1.1 request without a Host header (which Node would refuse with a bare 400 of its own) is a 400.
 * A method other than GET or HEAD that no route takes (a PUT to a page) is a 405, where Fastify would first have
 * parsed a body of up to 1 MiB for the not-found handler: twenty connections sending nested JSON to pages slowed
 * every page load to a second. No route reads the body of a GET or HEAD (Fastify parses none): one that carries a
 * body is answered, and its connection closed rather than drained.
 */
export async function refuseBeforeReading(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const { raw } = request;
  if (raw.headers.host === undefined && raw.httpVersionMajor === 1 && raw.httpVersionMinor >= 1) {
    return answerEarly(request, reply, 400, 'Missing Host header (HTTP/1.1 requires one)');
  }
  if (request.is404 && !PAGE_METHODS.has(request.method)) {
    reply.header('allow', 'GET, HEAD');
    return answerEarly(request, reply, 405, `Method ${request.method} not allowed`);
  }
  if (PAGE_METHODS.has(request.method) && carriesBody(raw)) reply.header('connection', 'close');
}

/**
 * The error handler outside the API's routes (the site, the not-found answers): anything thrown there, a body
 * Fastify refused to parse (`FST_ERR_CTP_*`: a media type without a parser, too large, malformed JSON) included, is
 * answered in the API's shape rather than Fastify's `{statusCode, code, error}`.
 */
export function siteErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { statusCode } = error;
  const status = statusCode !== undefined && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
  if (status >= 500) request.log.error(error);
  // Fastify's messages may quote the request (the media type it has no parser for).
  const message = status >= 500 ? 'Internal error' : echo(error.message);
  return reply.code(status).header('cache-control', 'no-store').send({ message, status });
}
