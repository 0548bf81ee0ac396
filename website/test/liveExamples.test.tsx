// @vitest-environment jsdom
import path from 'node:path';
import { cleanup, render, waitFor } from '@testing-library/react';
import { LiveError, LivePreview, LiveProvider } from 'react-live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReactLiveScope from '../src/theme/ReactLiveScope';
import { liveExamples } from './liveExamples';

const examples = liveExamples(path.resolve(__dirname, '..'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('live examples in the docs', () => {
  it('finds the live examples', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples.map((example) => [example.location, example.code]))(
    '%s renders without an error',
    async (_location, code) => {
      const consoleError = vi.spyOn(console, 'error');
      const { container } = render(
        <LiveProvider code={code} scope={ReactLiveScope}>
          <div data-testid="result">
            <LivePreview />
          </div>
          <LiveError data-testid="error" />
        </LiveProvider>,
      );
      // react-live transpiles in an effect: wait for either a result or an error to appear.
      const result = () => container.querySelector('[data-testid="result"]')!;
      const error = () => container.querySelector('[data-testid="error"]');
      await waitFor(() => expect(result().textContent || error()?.textContent).toBeTruthy());
      expect(error()?.textContent ?? '').toBe('');
      expect(result().querySelector('*:not(div:empty)')).not.toBeNull();
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it('would catch a broken example', async () => {
    const { container } = render(
      <LiveProvider code={'<Button color="primary">unclosed'} scope={ReactLiveScope}>
        <LivePreview />
        <LiveError data-testid="error" />
      </LiveProvider>,
    );
    await waitFor(() => expect(container.querySelector('[data-testid="error"]')?.textContent).toMatch(/\S/));
  });
});
