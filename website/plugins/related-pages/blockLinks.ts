/**
 * Which related pages a page's block shows: the best three always, a fourth and fifth only when they are
 * nearly as related (a weak fifth link sends a reader nowhere useful).
 */
import type { RelatedDocument, RelatedPage } from '@bulmatic/search/related';
import type { RelatedLink } from './store';

const ALWAYS_SHOWN = 3;
const AT_MOST = 5;
/** A page past the third is shown when its score is at least this share of the first's. */
const NEAR_ENOUGH = 0.6;

export function blockLinks(list: readonly RelatedPage[], byPath: ReadonlyMap<string, RelatedDocument>): RelatedLink[] {
  const best = list[0]?.score ?? 0;
  return list
    .filter((entry, at) => at < ALWAYS_SHOWN || (at < AT_MOST && entry.score >= best * NEAR_ENOUGH))
    .map((entry) => {
      const page = byPath.get(entry.path)!;
      return { path: page.path, title: page.title, description: page.description };
    });
}
