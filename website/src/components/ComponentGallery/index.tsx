/**
 * Cards for the docs of a sidebar category: on the API categories each card shows a small preview of its
 * component (drawn when the site is built, see PreviewBox), on the guide categories it is a designed link with the
 * page's full description. Also the whole API, category by category, for the components tour (AllComponents).
 */
import type React from 'react';
import Link from '@docusaurus/Link';
import GalleryCard, { type GalleryItem, type HeadingLevel } from './GalleryCard';
import { useApiCategories, useGalleryItems } from './sidebarItems';
import styles from './styles.module.css';

export { API_SIDEBAR, useGalleryItems } from './sidebarItems';
export type { GalleryItem } from './GalleryCard';

export default function ComponentGallery({
  items,
  heading,
  withPreviews,
  label,
}: {
  items: GalleryItem[];
  /** The cards' heading level, one below the heading they sit under. */
  heading: HeadingLevel;
  withPreviews: boolean;
  /** Names the list where no heading right above it does. */
  label?: string;
}): React.JSX.Element {
  return (
    // Each card repeats its page's title and description: search answers with the page itself (data-search-skip).
    <ul className={withPreviews ? styles.gallery : styles.list} aria-label={label} data-search-skip="">
      {items.map((item) => (
        <GalleryCard key={item.href} item={item} heading={heading} withPreview={withPreviews} />
      ))}
    </ul>
  );
}

function CategoryGallery({ category }: { category: ReturnType<typeof useApiCategories>[number] }): React.JSX.Element {
  const items = useGalleryItems(category.items);
  return (
    <section className={styles.group}>
      <h3 className={styles.groupTitle}>
        {category.href ? <Link to={category.href}>{category.label}</Link> : category.label}
      </h3>
      <ComponentGallery items={items} heading="h4" withPreviews />
    </section>
  );
}

/** Every category of the API reference with its gallery, for a page outside the API sidebar. */
export function AllComponents(): React.JSX.Element {
  return (
    <div className={styles.all}>
      {useApiCategories().map((category) => (
        <CategoryGallery key={category.label} category={category} />
      ))}
    </div>
  );
}
