import { describe, expect, it } from 'vitest';
import { echo, MAX_ECHO_LENGTH } from '../src/engine/echo.js';

describe('echo', () => {
  it('repeats short text whole and cuts long text at the limit, with an ellipsis', () => {
    expect(echo('docs')).toBe('docs');
    expect(echo('x'.repeat(MAX_ECHO_LENGTH))).toBe('x'.repeat(MAX_ECHO_LENGTH));
    expect(echo('x'.repeat(60_000))).toBe(`${'x'.repeat(MAX_ECHO_LENGTH)}…`);
  });

  it('never cuts a character written as two code units in half', () => {
    const cut = echo(`${'x'.repeat(MAX_ECHO_LENGTH - 1)}😀😀`);
    expect(cut).toBe(`${'x'.repeat(MAX_ECHO_LENGTH - 1)}…`);
    // A lone half would not survive a round trip through UTF-8.
    expect(Buffer.from(cut).toString()).toBe(cut);
  });
});
