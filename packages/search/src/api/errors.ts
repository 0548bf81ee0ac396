import { InvalidSearch } from '../engine/errors.js';

/** An error with the HTTP status and message Algolia's API gives for it (`{"message": ..., "status": ...}`). */
export class SearchApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SearchApiError';
  }
}

export const badRequest = (message: string) => new SearchApiError(400, message);

/**
 * `error` as the API answers it: itself when it is an API error, a 400 with its message when the engine could not
 * run the search as asked, and null for anything else (a bug: the caller answers 500).
 */
export function asApiError(error: unknown): SearchApiError | null {
  if (error instanceof SearchApiError) return error;
  if (error instanceof InvalidSearch) return badRequest(error.message);
  return null;
}
