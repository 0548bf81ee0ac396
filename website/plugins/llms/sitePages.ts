/**
 * Which pages get a Markdown twin, in reading order, with the section llms.txt lists them under: every doc in its
 * sidebar's order, each generated category index, then every blog post, newest first. It reads the docs and blog
 * plugins' loaded content, so it follows sidebars.ts and the posts without a list of its own.
 */
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';

export type PageKind = 'doc' | 'category' | 'post';

export interface CategoryLink {
  title: string;
  description: string;
  path: string;
}

export interface SitePage {
  kind: PageKind;
  title: string;
  description: string;
  /** URL path, e.g. `/docs/api/elements/button`. */
  path: string;
  section: string;
  /** The sidebar category a doc sits in at the top level (`Elements`), if any. */
  category?: string;
  /** A category index's entries. */
  links?: CategoryLink[];
  /** A post's date (ISO) and authors. */
  date?: string;
  authors?: string[];
}

/** How each sidebar's pages are grouped in llms.txt, in the order the sections are listed. */
const SIDEBAR_SECTIONS: ReadonlyArray<{ sidebar: string; section: (category: string | undefined) => string }> = [
  {
    sidebar: 'guides',
    section: (category) => (!category || category === 'Getting started' ? 'Getting started' : `Guides: ${category}`),
  },
  { sidebar: 'components', section: () => 'Components tour' },
  { sidebar: 'api', section: (category) => (category ? `API reference: ${category}` : 'API reference') },
  { sidebar: 'tutorial', section: () => 'Tutorial' },
];

export const BLOG_SECTION = 'Blog';

type Version = DocsContent['loadedVersions'][number];
type SidebarItem = Version['sidebars'][string][number];
type Doc = Version['docs'][number];

/** A sidebar item as a link in a category index: a doc's title and description, a category's index. */
function linkOf(item: SidebarItem, docs: Map<string, Doc>): CategoryLink | undefined {
  if (item.type === 'doc' || item.type === 'ref') {
    const doc = docs.get(item.id);
    return doc && { title: item.label ?? doc.title, description: doc.description, path: doc.permalink };
  }
  if (item.type === 'category' && item.link?.type === 'generated-index') {
    return {
      title: item.link.title ?? item.label,
      description: item.link.description ?? '',
      path: item.link.permalink,
    };
  }
  if (item.type === 'category' && item.link?.type === 'doc') {
    const doc = docs.get(item.link.id);
    return doc && { title: item.label, description: doc.description, path: doc.permalink };
  }
  return undefined;
}

function sidebarPages(
  items: SidebarItem[],
  docs: Map<string, Doc>,
  section: (category?: string) => string,
  category?: string,
): SitePage[] {
  return items.flatMap((item): SitePage[] => {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = docs.get(item.id);
      if (!doc) return [];
      return [
        {
          kind: 'doc',
          title: doc.title,
          description: doc.description,
          path: doc.permalink,
          section: section(category),
          category,
        },
      ];
    }
    if (item.type !== 'category') return [];
    const own = category ?? item.label;
    const index: SitePage[] =
      item.link?.type === 'generated-index'
        ? [
            {
              kind: 'category',
              title: item.link.title ?? item.label,
              description: item.link.description ?? '',
              path: item.link.permalink,
              section: section(own),
              category: own,
              links: item.items.map((child) => linkOf(child, docs)).filter((link) => link !== undefined),
            },
          ]
        : [];
    return [...index, ...sidebarPages(item.items, docs, section, own)];
  });
}

/** Every docs page of the current version in reading order; docs that no sidebar lists come last. */
export function docsPages(content: DocsContent): SitePage[] {
  const version =
    content.loadedVersions.find((loaded) => loaded.versionName === 'current') ?? content.loadedVersions[0];
  if (!version) return [];
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const pages = SIDEBAR_SECTIONS.flatMap(({ sidebar, section }) =>
    sidebarPages(version.sidebars[sidebar] ?? [], docs, section),
  );
  const unknownSidebars = Object.keys(version.sidebars).filter(
    (id) => !SIDEBAR_SECTIONS.some(({ sidebar }) => sidebar === id),
  );
  if (unknownSidebars.length > 0) {
    throw new Error(
      `plugins/llms: sidebars ${unknownSidebars.join(', ')} have no section in llms.txt (SIDEBAR_SECTIONS)`,
    );
  }
  const listed = new Set(pages.map((page) => page.path));
  const unlisted = version.docs
    .filter((doc) => !listed.has(doc.permalink))
    .map(
      (doc): SitePage => ({
        kind: 'doc',
        title: doc.title,
        description: doc.description,
        path: doc.permalink,
        section: 'More pages',
      }),
    );
  // A doc in two sidebars is one page: keep its first place.
  const seen = new Set<string>();
  return [...pages, ...unlisted].filter((page) => !seen.has(page.path) && seen.add(page.path));
}

/** Every blog post, newest first, as the blog lists them. */
export function blogPages(content: BlogContent): SitePage[] {
  return content.blogPosts
    .filter((post) => !post.metadata.unlisted)
    .map((post) => ({
      kind: 'post',
      title: post.metadata.title,
      description: post.metadata.description,
      path: post.metadata.permalink,
      section: BLOG_SECTION,
      date: new Date(post.metadata.date).toISOString().slice(0, 10),
      authors: post.metadata.authors.map((author) => author.name).filter((name): name is string => Boolean(name)),
    }));
}
