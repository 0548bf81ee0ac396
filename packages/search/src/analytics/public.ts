/** What the website reads of search analytics: the report's shape and the limits of page feedback. */
export type * from './reportShape.js';
export { MAX_FEEDBACK_COMMENT_LENGTH, MAX_FEEDBACK_PATH_LENGTH } from './feedback.js';
