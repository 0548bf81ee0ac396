import { echo } from '../engine/echo.js';
import { SearchApiError, badRequest } from '../api/errors.js';
import { PAGINATION_LIMIT } from '../engine/limits.js';

/** One event of the Insights API (`POST /1/events`) as `search-insights` sends it, once checked. */
export interface InsightsEvent {
  eventType: EventType;
  eventName: string;
  index: string;
  objectIDs: string[];
  /** 1-based positions of the objects in the results, one per objectID; only on a click after a search. */
  positions: number[] | null;
  queryID: string | null;
  userToken: string;
  /** When it happened, in ms since the epoch (the time it was received when the client gave none). */
  timestamp: number;
}

export const EVENT_TYPES = ['view', 'click', 'conversion'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const MAX_EVENTS_PER_REQUEST = 1000;
/**
 * The last place a hit can have: a search reaches at most its first PAGINATION_LIMIT hits, as Algolia's
 * `paginationLimitedTo` does. A larger position names no hit a reader could click, and would skew the report's average.
 */
export const MAX_CLICK_POSITION = PAGINATION_LIMIT;
export const MAX_OBJECT_IDS_PER_EVENT = 20;
const MAX_EVENT_NAME_LENGTH = 64;
const MAX_OBJECT_ID_BYTES = 512;
/**
 * How far from the server's clock an event's own timestamp may be. Algolia's clients send none (the time of
 * receipt is used) and a docs site's events are sent as they happen, so an hour covers a skewed clock and a batch
 * sent late, while nobody holding the public search key can write events into the report's past days.
 */
export const EVENT_TIME_WINDOW_MS = 60 * 60 * 1000;

export interface EventCheckContext {
  /** Whether this server answers searches for the index. */
  servesIndex: (index: string) => boolean;
  now: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function checkEvent(raw: unknown, at: string, context: EventCheckContext): InsightsEvent {
  if (!isObject(raw)) throw badRequest(`${at} must be an object`);
  // Other fields are ignored and never stored: DocSearch's insights plugin adds `algoliaSource`, search-insights may
  // add `authenticatedUserToken` (which would identify a person) or purchase details (meaningless for docs), and a
  // field a newer client adds must not cost us its events.
  const { eventType, eventName, index, objectIDs, positions, queryID, userToken, timestamp } = raw;
  if (typeof eventType !== 'string' || !(EVENT_TYPES as readonly string[]).includes(eventType)) {
    throw badRequest(`${at}.eventType must be one of ${EVENT_TYPES.join(', ')}`);
  }
  if (typeof eventName !== 'string' || eventName.length < 1 || eventName.length > MAX_EVENT_NAME_LENGTH) {
    throw badRequest(`${at}.eventName must be a string of 1 to ${MAX_EVENT_NAME_LENGTH} characters`);
  }
  if (typeof index !== 'string' || index === '') throw badRequest(`${at}.index must be a non-empty string`);
  if (!context.servesIndex(index)) throw new SearchApiError(404, `Index ${echo(index)} does not exist`);

  if (objectIDs === undefined && raw.filters !== undefined) {
    throw badRequest(`${at}.filters is not supported: send objectIDs`);
  }
  if (!Array.isArray(objectIDs) || objectIDs.length < 1 || objectIDs.length > MAX_OBJECT_IDS_PER_EVENT) {
    throw badRequest(`${at}.objectIDs must be an array of 1 to ${MAX_OBJECT_IDS_PER_EVENT} object ids`);
  }
  objectIDs.forEach((objectID, position) => {
    if (typeof objectID !== 'string' || objectID === '' || Buffer.byteLength(objectID) > MAX_OBJECT_ID_BYTES) {
      throw badRequest(
        `${at}.objectIDs[${position}] must be a non-empty string of at most ${MAX_OBJECT_ID_BYTES} bytes`,
      );
    }
  });

  if (queryID !== undefined && (typeof queryID !== 'string' || !/^[0-9a-f]{32}$/i.test(queryID))) {
    throw badRequest(`${at}.queryID must be 32 hexadecimal characters`);
  }
  const clickAfterSearch = eventType === 'click' && queryID !== undefined;
  if (clickAfterSearch && positions === undefined) {
    throw badRequest(`${at}.positions is required for a click with a queryID`);
  }
  if (!clickAfterSearch && positions !== undefined) {
    throw badRequest(`${at}.positions is only allowed on a click with a queryID`);
  }
  if (positions !== undefined) {
    if (!Array.isArray(positions) || positions.length !== objectIDs.length) {
      throw badRequest(`${at}.positions must have one entry per objectID`);
    }
    positions.forEach((position, entry) => {
      if (
        typeof position !== 'number' ||
        !Number.isInteger(position) ||
        position < 1 ||
        position > MAX_CLICK_POSITION
      ) {
        throw badRequest(`${at}.positions[${entry}] must be an integer from 1 to ${MAX_CLICK_POSITION}`);
      }
    });
  }

  if (typeof userToken !== 'string' || !/^[A-Za-z0-9_=+/.-]{1,129}$/.test(userToken)) {
    throw badRequest(`${at}.userToken must be 1 to 129 letters, digits or any of _=+/.-`);
  }

  if (timestamp !== undefined) {
    if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) {
      throw badRequest(`${at}.timestamp must be milliseconds since the epoch`);
    }
    if (timestamp > context.now + EVENT_TIME_WINDOW_MS)
      throw badRequest(`${at}.timestamp is more than an hour in the future`);
    if (timestamp < context.now - EVENT_TIME_WINDOW_MS) {
      throw badRequest(`${at}.timestamp is more than an hour in the past: events are taken as they happen`);
    }
  }

  return {
    eventType: eventType as EventType,
    eventName,
    index,
    objectIDs: objectIDs as string[],
    positions: (positions as number[] | undefined) ?? null,
    queryID: typeof queryID === 'string' ? queryID.toLowerCase() : null,
    userToken,
    timestamp: (timestamp as number | undefined) ?? context.now,
  };
}

/**
 * Checks a whole `{"events": [...]}` body. The first problem found throws, naming the field and the event's place
 * in the list, so a client can fix its payload; nothing of a refused request is stored.
 */
export function readEventsBody(body: unknown, context: EventCheckContext): InsightsEvent[] {
  if (!isObject(body)) throw badRequest('The request body must be a JSON object');
  const { events } = body;
  if (!Array.isArray(events) || events.length === 0) throw badRequest('events must be a non-empty array');
  if (events.length > MAX_EVENTS_PER_REQUEST) throw badRequest(`At most ${MAX_EVENTS_PER_REQUEST} events per request`);
  return events.map((event, position) => checkEvent(event, `events[${position}]`, context));
}
