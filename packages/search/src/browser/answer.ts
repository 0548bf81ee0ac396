/**
 * Answers a request to Algolia's search API inside the reader's browser, with the code the server answers it with
 * (api/requests.ts reads it, api/queries.ts runs it) and the same JSON error shapes, so a search gives the same
 * response in both places. Only searching is served here: analytics and the other API paths are the server's.
 */
import { answerJson, answerQueries } from '../api/queries.js';
import { indexChecker, parseRequestBody, readIndexRequest } from '../api/requests.js';
import type { SearchEngine } from '../engine/engine.js';
import { echo } from '../engine/echo.js';
import { asApiError, SearchApiError } from '../api/errors.js';

export interface ApiResponse {
  status: number;
  content: string;
}

const SEARCH_PATH = /^\/1\/indexes\/(.+)$/;

export function answerApiRequest(
  engines: ReadonlyMap<string, SearchEngine>,
  method: string,
  path: string,
  body: string,
): ApiResponse {
  try {
    const search = SEARCH_PATH.exec(path);
    if (method !== 'POST' || !search) throw new SearchApiError(404, `Unknown API path: ${method} ${echo(path)}`);
    const request = readIndexRequest(
      search[1]!,
      parseRequestBody(body),
      indexChecker((name) => engines.has(name)),
    );
    const answers = answerQueries(
      engines,
      request.queries.map(({ query }) => query),
      request.strategy,
    );
    return { status: 200, content: answerJson(request.shape, answers) };
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error) throw thrown;
    return { status: error.status, content: JSON.stringify({ message: error.message, status: error.status }) };
  }
}
