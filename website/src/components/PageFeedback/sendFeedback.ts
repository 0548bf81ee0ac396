/** How the page sends one answer to `POST /1/feedback`, and what the answer means for the reader. */

export interface FeedbackBody {
  path: string;
  helpful: boolean;
  comment?: string;
}

export type SendOutcome =
  /** Stored. */
  | { kind: 'recorded' }
  /** This copy of the site has no feedback endpoint: a static host's 404 or 405, or a service without analytics. */
  | { kind: 'unavailable' }
  /** No answer at all: the connection failed or was blocked. */
  | { kind: 'unreachable' }
  /** The service answered with a refusal (rate limit, daily maximum, storage full, a bad body). */
  | { kind: 'refused'; status: number; message: string };

/** The message of the API's error body (`{"message", "status"}`), if the answer has one. */
async function apiMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Posts the answer as text/plain, a "simple" request that needs no CORS preflight when the service is on another
 * origin. `keepalive` lets it finish after the page is left.
 */
export async function sendFeedback(url: string, body: FeedbackBody, { keepalive = false } = {}): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
      cache: 'no-store',
      credentials: 'omit',
      keepalive,
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.ok) return { kind: 'recorded' };
  if (response.status === 404 || response.status === 405) return { kind: 'unavailable' };
  return {
    kind: 'refused',
    status: response.status,
    message: (await apiMessage(response)) ?? `The server answered ${response.status}.`,
  };
}
