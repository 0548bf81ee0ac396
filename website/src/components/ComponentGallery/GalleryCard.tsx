import type React from 'react';
import Link from '@docusaurus/Link';
import PreviewBox from './PreviewBox';
import styles from './styles.module.css';

export interface GalleryItem {
  /** The doc the card stands for, whose preview it shows; undefined for a category. */
  docId?: string;
  href: string;
  title: string;
  description?: string;
}

export type HeadingLevel = 'h2' | 'h3' | 'h4';

/**
 * One card: the preview, the name and the description. The name is the card's one link, and its hit area is
 * stretched over the whole card (see styles.module.css), so the card is a single tab stop whose accessible name is
 * the component's name, not the card's every word.
 */
export default function GalleryCard({
  item,
  heading: Heading,
  withPreview,
}: {
  item: GalleryItem;
  heading: HeadingLevel;
  withPreview: boolean;
}): React.JSX.Element {
  return (
    <li className={styles.card}>
      {withPreview && item.docId !== undefined && <PreviewBox docId={item.docId} />}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={item.href} className={styles.link}>
            {item.title}
          </Link>
        </Heading>
        {item.description && <p className={styles.description}>{item.description}</p>}
      </div>
    </li>
  );
}
