import {
  filterDocCardListItems,
  findFirstSidebarItemLink,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarItem, PropSidebarItemCategory } from '@docusaurus/plugin-content-docs';
import type { GalleryItem } from './GalleryCard';

/** The sidebar whose categories are the API reference: its docs are components, shown with previews. */
export const API_SIDEBAR = 'api';

/**
 * A category's items as cards, each with its doc's full description (the front matter's `description`, the same
 * text as the page's meta description).
 */
export function useGalleryItems(items: PropSidebarItem[]): GalleryItem[] {
  const { docs } = useDocsVersion();
  return filterDocCardListItems(items).flatMap((item): GalleryItem[] => {
    if (item.type === 'category') {
      const href = findFirstSidebarItemLink(item);
      return href ? [{ href, title: item.label, description: item.description }] : [];
    }
    if (item.type !== 'link') return [];
    const doc = item.docId ? docs[item.docId] : undefined;
    return [
      {
        docId: item.docId ?? undefined,
        href: item.href,
        title: item.label,
        description: item.description ?? doc?.description,
      },
    ];
  });
}

/** The categories of the API sidebar, in its order. */
export function useApiCategories(): PropSidebarItemCategory[] {
  const sidebar = useDocsVersion().docsSidebars[API_SIDEBAR] ?? [];
  return sidebar.filter((item): item is PropSidebarItemCategory => item.type === 'category');
}
