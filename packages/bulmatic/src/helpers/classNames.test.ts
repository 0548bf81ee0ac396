import { describe, expect, it } from 'vitest';
import { classNames } from './classNames.js';

describe('classNames', () => {
  it('joins strings and numbers and skips falsy values', () => {
    expect(classNames('a', 0, 1, null, undefined, false, true, '', 'b')).toBe('a 0 1 b');
  });

  it('takes condition maps and nested arrays', () => {
    expect(classNames({ on: true, off: false, maybe: undefined }, ['x', ['y', { z: 1 }]])).toBe('on x y z');
  });

  it('collapses stray whitespace', () => {
    expect(classNames('  a  ', ' b')).toBe('a b');
    expect(classNames()).toBe('');
  });

  it('accepts bigints', () => {
    expect(classNames(10n)).toBe('10');
  });
});
