/**
 * The answers no route makes: requests Node's HTTP parser refuses (malformed, headers too large, too slow) and URLs
 * Fastify's router refuses. They carry the same security headers as every other answer and Algolia's error shape.
 */
import type {Socket} from 'node:net';
import {STATUS_CODES} from 'node:http';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';

type Headers = Readonly<Record<string, string>>;

/** The status Node's parser error calls for: what Fastify's own handler answers, in our shape. */
function parserErrorAnswer(code: string | undefined): {status: number; message: string} {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return {status: 408, message: 'The request took too long to arrive'};
  if (code === 'HPE_HEADER_OVERFLOW') return {status: 431, message: 'The request headers are too large'};
  return {status: 400, message: 'Malformed HTTP request'};
}

/**
 * For Fastify's `clientErrorHandler`: writes the answer to the raw socket (there is no request to reply to) with
 * the security headers, then closes the connection, as Node does.
 */
export function clientErrorHandler(headers: Headers) {
  return function handleClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const {status, message} = parserErrorAnswer(error.code);
    this.log.debug({code: error.code}, `client error: ${message}`);
    if (socket.writable) {
      const body = JSON.stringify({message, status});
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

/** For Fastify's `frameworkErrors`: a URL the router cannot decode (`/%`), answered 400 with the security headers. */
export function frameworkErrorHandler(headers: Headers) {
  return (error: Error, _request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(400)
      .headers(headers)
      .header('cache-control', 'no-store')
      .send({message: error.message.replace(/^'(.*)' is not a valid url component$/, 'Invalid URL: $1'), status: 400});
}
