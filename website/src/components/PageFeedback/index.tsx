/**
 * "Was this page helpful?" at the end of every docs page: Yes or No, then an optional comment, then thanks.
 *
 * Cheap on purpose: the first render is a question and two buttons, with no effect, timer or request; one POST goes
 * to our own search service when the answer is complete (Send or No thanks), or as the page is left if the reader
 * answered and went on without either, so a Yes or No is not lost for want of a comment.
 */
import type React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import type { PageFeedbackMode } from './availability';
import { sendFeedback, type FeedbackBody, type SendOutcome } from './sendFeedback';
import styles from './styles.module.css';

/** The service's limit (MAX_FEEDBACK_COMMENT_LENGTH in packages/search/src/analytics/feedback.ts). */
export const MAX_COMMENT_LENGTH = 500;

export const UNAVAILABLE_MESSAGE = 'Feedback cannot be recorded on this copy of the site.';
export const THANKS_MESSAGE = 'Thank you for your feedback.';

type Step =
  | { kind: 'ask' }
  | { kind: 'comment'; helpful: boolean; sending: boolean }
  | { kind: 'thanks' }
  | { kind: 'unavailable' }
  | { kind: 'failed'; feedback: FeedbackBody; message: string; canRetry: boolean; sending?: boolean };

export interface PageFeedbackProps {
  /** The page's URL path (`/docs/api/elements/button`). */
  path: string;
  /** Where answers are posted, credentials included; asked only when sending. */
  endpoint: () => string;
  /** With `ifServiceAnswers`, a request that gets no answer means this copy of the site has no service. */
  mode: Exclude<PageFeedbackMode, 'off'>;
  /** Whether the page already knows there is no service (the search fell back to the browser). */
  knownUnavailable?: () => boolean;
  className?: string;
}

/** What the reader is told after a refusal; the service's own words are for developers. */
function failure(outcome: Exclude<SendOutcome, { kind: 'recorded' | 'unavailable' }>): {
  message: string;
  canRetry: boolean;
} {
  if (outcome.kind === 'unreachable') {
    return { message: 'Your feedback could not be sent: the server did not answer.', canRetry: true };
  }
  if (outcome.status === 429) {
    return { message: 'Too much feedback came from your network for now. Please try again later.', canRetry: true };
  }
  if (outcome.status === 400) return { message: `Your feedback was not accepted: ${outcome.message}`, canRetry: false };
  return { message: 'Your feedback could not be stored right now. Please try again later.', canRetry: true };
}

function ThumbIcon({ down = false }: { down?: boolean }): React.JSX.Element {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={clsx(styles.icon, down && styles.down)}
    >
      <path
        d="M7 10v11H3V10h4Zm2 11h8.2a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.6 10H14l.8-4.2A1.5 1.5 0 0 0 13.3 4L9 10v11Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function PageFeedback({
  path,
  endpoint,
  mode,
  knownUnavailable,
  className,
}: PageFeedbackProps): React.JSX.Element {
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const [comment, setComment] = useState('');
  // The answer given but not yet sent, for the page to send if the reader leaves before Send or No thanks.
  const unsent = useRef<FeedbackBody | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const commentId = useId();
  const hintId = useId();

  // Each step takes the focus from the controls that just went away, so a keyboard reader is never sent to the
  // top of the page.
  useEffect(() => {
    if (step.kind === 'comment') {
      if (!step.sending) commentRef.current?.focus();
    } else if (step.kind === 'thanks' || step.kind === 'unavailable' || (step.kind === 'failed' && !step.sending)) {
      resultRef.current?.focus();
    }
  }, [step]);

  // Only while an answer waits for its comment: leaving the page (or another docs page replacing this one) sends it.
  const waiting = step.kind === 'comment';
  useEffect(() => {
    if (!waiting) return undefined;
    const sendUnsent = () => {
      const feedback = unsent.current;
      unsent.current = null;
      if (feedback) void sendFeedback(endpoint(), feedback, { keepalive: true });
    };
    window.addEventListener('pagehide', sendUnsent);
    return () => {
      window.removeEventListener('pagehide', sendUnsent);
      sendUnsent();
    };
  }, [waiting, endpoint]);

  const send = async (feedback: FeedbackBody) => {
    unsent.current = null;
    const outcome = await sendFeedback(endpoint(), feedback);
    if (outcome.kind === 'recorded') setStep({ kind: 'thanks' });
    else if (outcome.kind === 'unavailable' || (outcome.kind === 'unreachable' && mode === 'ifServiceAnswers')) {
      setStep({ kind: 'unavailable' });
    } else setStep({ kind: 'failed', feedback, ...failure(outcome) });
  };

  const answer = (helpful: boolean) => {
    if (mode === 'ifServiceAnswers' && knownUnavailable?.()) {
      setStep({ kind: 'unavailable' });
      return;
    }
    unsent.current = { path, helpful };
    setStep({ kind: 'comment', helpful, sending: false });
  };

  const finish = (withComment: boolean) => {
    if (step.kind !== 'comment' || step.sending) return;
    const text = comment.trim();
    const feedback: FeedbackBody = { path, helpful: step.helpful, ...(withComment && text ? { comment: text } : {}) };
    // The answer is on its way: it must not be sent a second time as the form goes away.
    unsent.current = null;
    setStep({ ...step, sending: true });
    void send(feedback);
  };

  const result =
    step.kind === 'thanks'
      ? THANKS_MESSAGE
      : step.kind === 'unavailable'
        ? UNAVAILABLE_MESSAGE
        : step.kind === 'failed'
          ? step.message
          : '';

  return (
    // `page-feedback`: a stable name for tests and readers' own style sheets, as the theme's `theme-*` classes are.
    <div className={clsx('page-feedback', styles.feedback, className)}>
      {step.kind === 'ask' ? (
        <fieldset className={styles.group}>
          <legend className={styles.question}>Was this page helpful?</legend>
          <div className={styles.actions}>
            <button
              type="button"
              className={clsx('button button--outline button--secondary', styles.button)}
              onClick={() => answer(true)}
            >
              <ThumbIcon />
              Yes
            </button>
            <button
              type="button"
              className={clsx('button button--outline button--secondary', styles.button)}
              onClick={() => answer(false)}
            >
              <ThumbIcon down />
              No
            </button>
          </div>
        </fieldset>
      ) : null}

      {step.kind === 'comment' ? (
        <form
          className={styles.form}
          aria-busy={step.sending}
          onSubmit={(event) => {
            event.preventDefault();
            finish(true);
          }}
        >
          <label htmlFor={commentId} className={styles.question}>
            {step.helpful ? 'Glad it helped. What was most useful?' : 'Sorry about that. What was missing or unclear?'}{' '}
            <span className={styles.optional}>(optional)</span>
          </label>
          <textarea
            id={commentId}
            ref={commentRef}
            className={styles.comment}
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            value={comment}
            aria-describedby={hintId}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id={hintId} className={styles.hint}>
            {MAX_COMMENT_LENGTH - comment.length} of {MAX_COMMENT_LENGTH} characters left. The maintainers read these
            comments: please leave out personal details.
          </p>
          <div className={styles.actions}>
            <button type="submit" className={clsx('button button--primary', styles.button)}>
              {step.sending ? 'Sending…' : 'Send'}
            </button>
            <button
              type="button"
              className={clsx('button button--outline button--secondary', styles.button)}
              onClick={() => finish(false)}
            >
              No thanks
            </button>
          </div>
        </form>
      ) : null}

      {/* Always present, so that assistive technology announces what is put in it. */}
      <div role="status" aria-live="polite" className={styles.status}>
        {result ? (
          <p ref={resultRef} tabIndex={-1} className={clsx(styles.result, step.kind === 'thanks' && styles.thanks)}>
            {result}
          </p>
        ) : null}
      </div>
      {step.kind === 'failed' && step.canRetry ? (
        <button
          type="button"
          className={clsx('button button--outline button--secondary', styles.button)}
          onClick={() => {
            if (step.sending) return;
            setStep({ ...step, sending: true });
            void send(step.feedback);
          }}
        >
          {step.sending ? 'Sending…' : 'Try again'}
        </button>
      ) : null}
    </div>
  );
}
