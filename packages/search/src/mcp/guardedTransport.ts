/**
 * The SDK's Streamable HTTP transport for one stateless request, with two guards on what it answers: the answers
 * together stay within `MAX_ANSWER_BYTES` (answerBudget.ts), and an error quotes what the client sent only in short
 * (echo.ts), including the errors the SDK words itself ("Tool <name> not found", "Resource <uri> not found").
 */
import {
  WebStandardStreamableHTTPServerTransport,
  type HandleRequestOptions,
} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  isJSONRPCErrorResponse,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { AnswerBudget } from './answerBudget.js';
import { capEchoes, longTextsOf } from './echo.js';

export class GuardedTransport extends WebStandardStreamableHTTPServerTransport {
  private readonly budget = new AnswerBudget();
  /** The request's strings too long to quote whole. */
  private longTexts: string[] = [];

  constructor() {
    // Stateless, and JSON rather than a stream, so that every answer passes `send` before the response is written.
    super({ sessionIdGenerator: undefined, enableJsonResponse: true });
  }

  override async handleRequest(request: Request, options?: HandleRequestOptions): Promise<Response> {
    this.longTexts = longTextsOf(options?.parsedBody, request.headers.values());
    const response = await super.handleRequest(request, options);
    if (response.ok || this.longTexts.length === 0) return response;
    // The transport's own refusals quote headers (an unknown protocol version).
    const body = await response.text();
    let refusal: unknown;
    try {
      refusal = JSON.parse(body);
    } catch {
      return new Response(body, response);
    }
    return new Response(JSON.stringify(capEchoes(refusal, this.longTexts)), response);
  }

  override async send(message: JSONRPCMessage, options?: { relatedRequestId?: RequestId }): Promise<void> {
    if (isJSONRPCErrorResponse(message)) {
      return super.send(this.budget.fit({ ...message, error: capEchoes(message.error, this.longTexts) }), options);
    }
    if (isJSONRPCResultResponse(message)) {
      // A tool's failure is a result flagged `isError`; its text is as much an error message as a JSON-RPC error's.
      const result = message.result.isError === true ? capEchoes(message.result, this.longTexts) : message.result;
      return super.send(this.budget.fit({ ...message, result }), options);
    }
    return super.send(message, options);
  }
}
