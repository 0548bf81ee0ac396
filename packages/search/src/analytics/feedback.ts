import { badRequest } from '../api/errors.js';
import { echo } from '../engine/echo.js';

/**
 * One answer to "Was this page helpful?" (`POST /1/feedback`), once checked. Nothing about who sent it is kept:
 * no address, no user token, and only the day it arrived.
 */
export interface PageFeedback {
  /** The docs page, as a URL path (`/docs/api/elements/button`). */
  path: string;
  helpful: boolean;
  /** The reader's optional comment, trimmed; null when there is none. */
  comment: string | null;
}

export const MAX_FEEDBACK_PATH_LENGTH = 300;
/** Counted in UTF-16 units, as the browser's `maxlength` on the comment box counts them. */
export const MAX_FEEDBACK_COMMENT_LENGTH = 500;
/**
 * Answers stored per UTC day, all pages together; later ones that day are refused. A real docs site gets a few a
 * day; the cap bounds what a flood from many addresses can add: about 1.6 MB a day at most, so at most some
 * 150 MB over the default 90-day retention, against no bound at all.
 */
export const MAX_FEEDBACK_PER_DAY = 1000;

const FIELDS = ['path', 'helpful', 'comment'];
// A path as the docs plugin makes them: unreserved characters and percent-escapes in non-empty segments.
const DOCS_PATH = /^\/docs(\/(?:[A-Za-z0-9\-._~]|%[0-9A-Fa-f]{2})+)+$/;
// Tabs and line breaks are part of writing a comment; other control characters are not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters a comment may not hold, named on purpose.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Half of a surrogate pair cannot be stored as UTF-8 and would come back as U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export interface FeedbackCheckContext {
  /** Whether the path is a page of the docs this server knows (from its search index). */
  isDocsPage: (path: string) => boolean;
}

/**
 * Checks a `{path, helpful, comment?}` body. The first problem found throws a 400 naming it, so a client can fix its
 * request; fields we do not know are refused rather than ignored, since nothing else is ever stored.
 */
export function readFeedbackBody(body: unknown, { isDocsPage }: FeedbackCheckContext): PageFeedback {
  if (!isObject(body)) throw badRequest('The request body must be a JSON object');
  const unknown = Object.keys(body).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) throw badRequest(`Unknown field: ${echo(unknown)}`);
  const { path, helpful, comment } = body;

  if (typeof path !== 'string' || path.length > MAX_FEEDBACK_PATH_LENGTH || !path.startsWith('/docs/')) {
    throw badRequest(`path must be a URL path starting with /docs/, of at most ${MAX_FEEDBACK_PATH_LENGTH} characters`);
  }
  if (!DOCS_PATH.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw badRequest('path must be a URL path without a query, a fragment or empty, "." or ".." segments');
  }
  if (!isDocsPage(path)) throw badRequest(`path is not a docs page of this site: ${echo(path)}`);

  if (typeof helpful !== 'boolean') throw badRequest('helpful must be true or false');

  if (comment !== undefined) {
    if (typeof comment !== 'string' || comment.length > MAX_FEEDBACK_COMMENT_LENGTH) {
      throw badRequest(`comment must be a string of at most ${MAX_FEEDBACK_COMMENT_LENGTH} characters`);
    }
    if (CONTROL_CHARACTERS.test(comment)) throw badRequest('comment must not contain control characters');
    if (LONE_SURROGATE.test(comment)) throw badRequest('comment must be well-formed Unicode text');
  }
  const text = typeof comment === 'string' ? comment.trim() : '';
  return { path, helpful, comment: text === '' ? null : text };
}

/** The UTC day of an instant, as feedback rows keep it (`2026-11-20`). */
export const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);
