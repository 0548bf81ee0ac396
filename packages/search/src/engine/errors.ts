/**
 * A search the engine cannot run as asked: a parameter it cannot read, a query over its limits, a facet it cannot
 * search. The message says what is wrong, for the client; the API layer answers it with a 400 (api/errors.ts).
 */
export class InvalidSearch extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSearch';
  }
}

export const invalidSearch = (message: string) => new InvalidSearch(message);
