/**
 * `/llms-manifest.json`: what the docs' MCP server answers from (packages/search/src/mcp). It is the twins' own
 * data in structured form: the pages, and each library component documented on an API page with its props (the
 * docgen data of its table), its CSS variables (the data of its page's variables table), its page's live examples,
 * accessibility notes and related links.
 */
import type { DocsManifest } from '@bulmatic/search/mcp';
import type { BulmaComponentVariables } from '../css-variables/bulmaVariables';
import type { ComponentProps } from '../props-table/docgen';
import { markdownTwinPath } from '../../src/components/CopyPageMenu/twin';
import type { Twin } from './twins';

type ManifestComponent = DocsManifest['components'][number];

/** The body of a twin's `## heading` section, up to the next heading of that level or higher. */
export function sectionOf(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  let inFence = false;
  let start = -1;
  let end = lines.length;
  for (const [index, line] of lines.entries()) {
    if (/^(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    if (inFence || !/^#{1,2} /.test(line)) continue;
    if (start >= 0) {
      end = index;
      break;
    }
    if (line === `## ${heading}`) start = index + 1;
  }
  return start < 0 ? '' : lines.slice(start, end).join('\n').trim();
}

/** The links of a Markdown text, in order. */
function linksOf(markdown: string): Array<{ title: string; url: string }> {
  return [...markdown.matchAll(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g)].map((match) => ({
    title: match[1]!.replace(/`/g, ''),
    url: match[2]!,
  }));
}

/** A component's one line: the first sentence of its JSDoc, or its page's description. */
function oneLine(text: string, fallback: string): string {
  const first =
    text
      .trim()
      .split(/\n\s*\n/)[0]
      ?.replace(/\s*\n\s*/g, ' ') ?? '';
  return first || fallback;
}

/** A component's CSS variables as assistants get them: what its table shows, without the configurator's fields. */
function manifestCssVariables(entries: readonly BulmaComponentVariables[] = []): ManifestComponent['cssVariables'] {
  return entries.map(({ variables, ...entry }) => ({
    ...entry,
    variables: variables.map(({ name, value, description }) => ({ name, value, description })),
  }));
}

export function docsManifest(
  twins: readonly Twin[],
  data: {
    props: ReadonlyMap<string, ComponentProps>;
    cssVariables: ReadonlyMap<string, readonly BulmaComponentVariables[]>;
  },
  site: { siteUrl: string; library: { name: string; version: string } },
): DocsManifest {
  // A component whose table shows on two pages is described by the first, its own API page in reading order.
  const described = new Set<string>();
  const components = twins.flatMap((twin) =>
    twin.components
      .filter((name) => !described.has(name) && described.add(name))
      .map((name): ManifestComponent => {
        const props = data.props.get(name)!;
        return {
          name,
          category: twin.page.category ?? twin.page.section,
          description: oneLine(props.description, twin.page.description),
          path: twin.page.path,
          props: props.props,
          hasHelperProps: props.hasHelperProps,
          cssVariables: manifestCssVariables(data.cssVariables.get(name)),
          examples: twin.examples,
          accessibility: sectionOf(twin.markdown, 'Accessibility'),
          related: linksOf(sectionOf(twin.markdown, 'Related')),
        };
      }),
  );
  return {
    library: site.library,
    siteUrl: site.siteUrl,
    pages: twins.map(({ page }) => ({
      title: page.title,
      description: page.description,
      path: page.path,
      markdownPath: markdownTwinPath(page.path),
      section: page.section,
    })),
    components,
  };
}
