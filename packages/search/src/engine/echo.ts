/**
 * Client-sent text repeated in an error message: an index name, a parameter's name or value, a path. A message says
 * which value was wrong; repeating all of it would hand back whatever a client chose to send, up to the body limit,
 * in every refusal and every log line of one. Node-free, so that the server, the browser's search worker and the MCP
 * endpoint word their errors alike.
 */

/** Longest piece of client text an error repeats, in UTF-16 code units: enough to recognise it by. */
export const MAX_ECHO_LENGTH = 100;

/** `text` as an error may repeat it: whole up to MAX_ECHO_LENGTH, else cut there and ended with an ellipsis. */
export function echo(text: string): string {
  if (text.length <= MAX_ECHO_LENGTH) return text;
  // A cut between the halves of a surrogate pair would leave half a character, which JSON escapes as garbage.
  const last = text.charCodeAt(MAX_ECHO_LENGTH - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? MAX_ECHO_LENGTH - 1 : MAX_ECHO_LENGTH;
  return `${text.slice(0, end)}…`;
}
