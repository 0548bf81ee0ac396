import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDevelopment, warnOnce } from './devWarning.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('warnOnce', () => {
  it('warns once per message in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('NODE_ENV', 'development');
    warnOnce('first thing to fix');
    warnOnce('first thing to fix');
    warnOnce('second thing to fix');
    expect(warn.mock.calls).toEqual([['bulmatic: first thing to fix'], ['bulmatic: second thing to fix']]);
  });

  it('stays silent in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('NODE_ENV', 'production');
    expect(isDevelopment()).toBe(false);
    warnOnce('something only a developer can fix');
    expect(warn).not.toHaveBeenCalled();
    vi.stubEnv('NODE_ENV', 'test');
    expect(isDevelopment()).toBe(true);
  });
});
