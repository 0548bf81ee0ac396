/**
 * A post's date as readers see it: "November 24, 2026", the day in UTC (as the blog plugin reads it from file names
 * and front matter, so a reader west of Greenwich does not see the day before).
 *
 * For English, the site's only language, the text comes from a table of month names rather than from
 * `Intl.DateTimeFormat`: the first date format a page creates loads the browser's date data, which on a slow phone
 * is the longest piece of script a post page runs while it hydrates (about 100 ms at Lighthouse's 4x slowdown).
 * The table writes exactly what Intl writes for `en` (website/test/postDate.test.ts compares them); any other locale
 * gets Intl's own format.
 */
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** What Intl.DateTimeFormat formats a post's date with. */
export const POST_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

export type PostDateFormat = (date: string | Date) => string;

export function postDateFormat(locale: string): PostDateFormat {
  if (locale === 'en' || locale === 'en-US') {
    return (date) => {
      const day = new Date(date);
      return `${ENGLISH_MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
    };
  }
  const intl = new Intl.DateTimeFormat(locale, POST_DATE_OPTIONS);
  return (date) => intl.format(new Date(date));
}
