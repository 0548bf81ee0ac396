// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_FEEDBACK_COMMENT_LENGTH } from '@bulmatic/search/analytics';
import PageFeedback, {
  MAX_COMMENT_LENGTH,
  THANKS_MESSAGE,
  UNAVAILABLE_MESSAGE,
  type PageFeedbackProps,
} from '../src/components/PageFeedback';
import { pageFeedbackMode } from '../src/components/PageFeedback/availability';
import { readSiteEnv } from '@bulmatic/config';

const PATH = '/docs/api/elements/button';
const ENDPOINT = 'https://search.example/1/feedback?x-algolia-application-id=BULMATIC&x-algolia-api-key=key';

type FetchCall = [input: RequestInfo | URL, init?: RequestInit];

function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const ok = () => new Response(JSON.stringify({ status: 200, message: 'OK' }), { status: 200 });
const apiError = (status: number, message: string) => () =>
  new Response(JSON.stringify({ status, message }), { status });
const staticHost404 = () =>
  new Response('<h1>Page Not Found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
const networkFailure = () => Promise.reject(new TypeError('Failed to fetch'));

const sentBody = (call: FetchCall) => JSON.parse(String(call[1]?.body)) as unknown;

function renderFeedback(props: Partial<PageFeedbackProps> = {}) {
  const user = userEvent.setup();
  const view = render(<PageFeedback path={PATH} endpoint={() => ENDPOINT} mode="service" {...props} />);
  return { user, ...view };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('when the docs ask for feedback', () => {
  it('never with hosted Algolia or SEARCH_MODE=browser; always with the service; in auto mode, if it answers', () => {
    const hosted = readSiteEnv({ ALGOLIA_APP_ID: 'APP1', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' });
    for (const searchMode of ['server', 'browser', 'auto'] as const) {
      expect(pageFeedbackMode({ ...hosted, searchMode })).toBe('off');
    }
    expect(pageFeedbackMode(readSiteEnv({ SEARCH_MODE: 'browser' }))).toBe('off');
    expect(pageFeedbackMode(readSiteEnv({ SEARCH_MODE: 'server' }))).toBe('service');
    expect(pageFeedbackMode(readSiteEnv({}))).toBe('ifServiceAnswers');
  });
});

describe('PageFeedback', () => {
  it('asks with a named group of two buttons, and requests nothing until answered', () => {
    const fetch = stubFetch(ok);
    renderFeedback();
    const group = screen.getByRole('group', { name: 'Was this page helpful?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('No, a comment, Send: posts the page, the answer and the comment, then thanks the reader politely', async () => {
    const fetch = stubFetch(ok);
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'No' }));
    const comment = screen.getByRole('textbox', { name: 'Sorry about that. What was missing or unclear? (optional)' });
    expect(document.activeElement).toBe(comment);
    expect(comment.getAttribute('maxlength')).toBe('500');
    expect(fetch).not.toHaveBeenCalled();

    await user.type(comment, '  The colour example is cut off.  ');
    expect(screen.getByText(/466 of 500 characters left/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(THANKS_MESSAGE));
    expect(status.getAttribute('aria-live')).toBe('polite');
    // The thanks takes the focus from the form that went away.
    expect(document.activeElement?.textContent).toBe(THANKS_MESSAGE);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]! as FetchCall;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      keepalive: false,
    });
    expect(sentBody(fetch.mock.calls[0]! as FetchCall)).toEqual({
      path: PATH,
      helpful: false,
      comment: 'The colour example is cut off.',
    });
  });

  it('Yes, then No thanks: posts the answer without a comment, whatever was typed', async () => {
    const fetch = stubFetch(ok);
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: /What was most useful\?/ }), 'half a thought');
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(THANKS_MESSAGE));
    expect(sentBody(fetch.mock.calls[0]! as FetchCall)).toEqual({ path: PATH, helpful: true });
  });

  it('works from the keyboard alone', async () => {
    const fetch = stubFetch(ok);
    const { user } = renderFeedback();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('Needs an example');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(THANKS_MESSAGE));
    expect(sentBody(fetch.mock.calls[0]! as FetchCall)).toEqual({
      path: PATH,
      helpful: false,
      comment: 'Needs an example',
    });
  });

  it('says plainly that feedback cannot be recorded on a copy without the endpoint, and leaves no control', async () => {
    stubFetch(staticHost404);
    const { user, container } = renderFeedback({ mode: 'ifServiceAnswers' });
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(UNAVAILABLE_MESSAGE));
    expect(container.querySelectorAll('button, textarea')).toHaveLength(0);
  });

  it('in auto mode, takes a connection that fails as no service; with the service, offers to try again', async () => {
    stubFetch(networkFailure);
    const auto = renderFeedback({ mode: 'ifServiceAnswers' });
    await auto.user.click(screen.getByRole('button', { name: 'No' }));
    await auto.user.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(UNAVAILABLE_MESSAGE));
    cleanup();

    const fetch = stubFetch(networkFailure, ok);
    const { user } = renderFeedback({ mode: 'service' });
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.type(screen.getByRole('textbox'), 'Missing a props table');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your feedback could not be sent: the server did not answer.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(THANKS_MESSAGE));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sentBody(fetch.mock.calls[1]! as FetchCall)).toEqual({
      path: PATH,
      helpful: false,
      comment: 'Missing a props table',
    });
  });

  it('tells the reader about a rate limit or a refusal in words of its own', async () => {
    stubFetch(apiError(429, 'Too many feedback requests: try again in 1800 s'));
    const limited = renderFeedback();
    await limited.user.click(screen.getByRole('button', { name: 'Yes' }));
    await limited.user.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Too much feedback came from your network/),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    cleanup();

    stubFetch(apiError(400, 'path is not a docs page of this site: /docs/x'));
    const refused = renderFeedback();
    await refused.user.click(screen.getByRole('button', { name: 'Yes' }));
    await refused.user.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your feedback was not accepted: path is not a docs page of this site: /docs/x',
      ),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in auto mode, says at once that feedback cannot be recorded when the search found no service', async () => {
    const fetch = stubFetch(ok);
    const { user } = renderFeedback({ mode: 'ifServiceAnswers', knownUnavailable: () => true });
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('status').textContent).toBe(UNAVAILABLE_MESSAGE);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends an answer left without Send or No thanks when the page goes, once, and nothing for no answer', async () => {
    const fetch = stubFetch(ok);
    const untouched = renderFeedback();
    untouched.unmount();
    expect(fetch).not.toHaveBeenCalled();

    const { user, unmount } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0]! as FetchCall)[1]).toMatchObject({ keepalive: true });
    expect(sentBody(fetch.mock.calls[0]! as FetchCall)).toEqual({ path: PATH, helpful: true });
  });

  it('allows as long a comment as the service takes', () => {
    expect(MAX_COMMENT_LENGTH).toBe(MAX_FEEDBACK_COMMENT_LENGTH);
  });
});
