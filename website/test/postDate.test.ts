import { describe, expect, it } from 'vitest';
import { POST_DATE_OPTIONS, postDateFormat } from '../src/components/postDate';

describe('a post date', () => {
  it('reads in English exactly as Intl writes it, on every day of a leap year and of a year that is not', () => {
    const intl = new Intl.DateTimeFormat('en', POST_DATE_OPTIONS);
    const format = postDateFormat('en');
    for (const year of [2024, 2026]) {
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString();
        expect(format(iso)).toBe(intl.format(new Date(iso)));
      }
    }
  });

  it('is the day in UTC, whatever the hour', () => {
    expect(postDateFormat('en')('2026-11-24T23:59:59.000Z')).toBe('November 24, 2026');
    expect(postDateFormat('en')('2026-11-24T00:00:00.000Z')).toBe('November 24, 2026');
  });

  it('uses Intl for another language', () => {
    expect(postDateFormat('fr')('2026-11-24T00:00:00.000Z')).toBe(
      new Intl.DateTimeFormat('fr', POST_DATE_OPTIONS).format(new Date('2026-11-24T00:00:00.000Z')),
    );
  });
});
