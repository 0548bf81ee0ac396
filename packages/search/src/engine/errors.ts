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
