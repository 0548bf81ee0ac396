import type { SearchIndexFile } from '../src/indexFile/record.js';
import { indexOf, record } from './records.js';

/** A deterministic corpus: 3,000 records of 30 words drawn from 4,000 made-up words, common ones far more often. */
export function syntheticIndex(): SearchIndexFile {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const vocabulary = Array.from({ length: 4000 }, (_, index) => {
    let word = '';
    for (let n = index + 1; n > 0; n = Math.floor(n / 26)) word += letters[n % 26];
    return word + letters[index % 7]!.repeat(1 + (index % 3));
  });
  // Zipf-like: word k is drawn about 1/k as often as the first.
  const pick = () =>
    vocabulary[Math.min(vocabulary.length - 1, Math.floor(Math.exp(random() * Math.log(vocabulary.length))) - 1)]!;
  const sentence = (count: number) => Array.from({ length: count }, pick).join(' ');
  const records = Array.from({ length: 3000 }, (_, index) =>
    record({
      id: `r${index}`,
      url: `https://example.test/page${Math.floor(index / 10)}#s${index % 10}`,
      lvl1: sentence(2),
      lvl2: sentence(3),
      content: sentence(30),
    }),
  );
  return indexOf(records);
}
