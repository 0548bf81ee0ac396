/**
 * The MCP tool calls of one request that succeeded, by tool name, for the read counts (analytics/reads.ts): a call
 * counts when the server answered it with a result that is not an error, so an unknown tool, bad arguments or a
 * page not found are not counted, and the names counted are only the server's own tools.
 */

type Message = { method?: unknown; id?: unknown; params?: { name?: unknown }; result?: { isError?: unknown } };

const asMessages = (value: unknown): Message[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (message): message is Message => message !== null && typeof message === 'object',
  );

/** The names of the tools called by `requests` whose answers in `responseBody` (JSON) are successful results. */
export function succeededToolCalls(requests: readonly unknown[], responseBody: string): string[] {
  const calls = new Map<unknown, string>();
  for (const message of asMessages(requests)) {
    if (message.method === 'tools/call' && typeof message.params?.name === 'string' && message.id !== undefined) {
      calls.set(message.id, message.params.name);
    }
  }
  if (calls.size === 0 || responseBody === '') return [];
  let answers: unknown;
  try {
    answers = JSON.parse(responseBody);
  } catch {
    return [];
  }
  const names: string[] = [];
  for (const answer of asMessages(answers)) {
    const name = calls.get(answer.id);
    if (name !== undefined && answer.result && answer.result.isError !== true) names.push(name);
  }
  return names;
}
