/**
 * A generated category page (/docs/category/...): the category's docs as cards, across the full width of the docs
 * column. On the API sidebar each card shows its component, drawn when the site is built; the guides get the same
 * cards without previews. Replaces the theme's page, whose cards lead with an emoji (an empty box where no emoji
 * font is installed) and cut descriptions to one line. The link to the page's Markdown twin is added beside it.
 */
import type React from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useCurrentSidebarCategory, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { Props } from '@theme/DocCategoryGeneratedIndexPage';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import Heading from '@theme/Heading';
import ComponentGallery, { API_SIDEBAR, useGalleryItems } from '@site/src/components/ComponentGallery';
import MarkdownTwinLink from '@site/src/components/CopyPageMenu/MarkdownTwinLink';
import styles from './styles.module.css';

function CategoryCards(): React.JSX.Element {
  const category = useCurrentSidebarCategory();
  const items = useGalleryItems(category.items);
  const withPreviews = useDocsSidebar()?.name === API_SIDEBAR;
  return <ComponentGallery items={items} heading="h2" withPreviews={withPreviews} />;
}

export default function DocCategoryGeneratedIndexPage({ categoryGeneratedIndex }: Props): React.JSX.Element {
  const image = useBaseUrl(categoryGeneratedIndex.image);
  return (
    <>
      <MarkdownTwinLink permalink={categoryGeneratedIndex.permalink} />
      <PageMetadata
        title={categoryGeneratedIndex.title}
        description={categoryGeneratedIndex.description}
        keywords={categoryGeneratedIndex.keywords}
        image={image}
      />
      <div className={styles.page}>
        <DocVersionBanner />
        <DocBreadcrumbs />
        <DocVersionBadge />
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            {categoryGeneratedIndex.title}
          </Heading>
          {categoryGeneratedIndex.description && <p className={styles.lead}>{categoryGeneratedIndex.description}</p>}
        </header>
        <article>
          <CategoryCards />
        </article>
        <footer className={styles.footer}>
          <DocPaginator
            previous={categoryGeneratedIndex.navigation.previous}
            next={categoryGeneratedIndex.navigation.next}
          />
        </footer>
      </div>
    </>
  );
}
