/**
 * The text the tools answer with: Markdown, since that is what assistants read best and what they quote back to
 * the developer. Every URL is absolute, so an answer still makes sense when pasted elsewhere.
 */
import type { DocsPageLink, DocsSearchHit } from './docsSearch.js';
import type { DocsComponent, DocsManifest, DocsPage } from './manifest.js';

/** A Markdown table cell: pipes would end the cell and newlines the row (union types are full of pipes). */
function cell(text: string): string {
  return text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** A fence longer than any run of backticks in the code, so code holding a fence of its own stays whole. */
function fenceFor(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(longest + 1);
}

export function formatSearchHits(
  query: string,
  hits: readonly DocsSearchHit[],
  twinUrlOf: (pageUrl: string) => string | undefined,
  popular: readonly DocsPageLink[] = [],
): string {
  if (hits.length === 0) {
    const miss = `No pages match "${query}". Try fewer or other words, or call list_components to see every component.`;
    return popular.length === 0 ? miss : `${miss}\n\n${formatPageLinks('Popular pages', popular, twinUrlOf)}`;
  }
  const lines = [`${hits.length} result${hits.length === 1 ? '' : 's'} for "${query}" (one per page, best first):`, ''];
  hits.forEach((hit, position) => {
    lines.push(`${position + 1}. ${hit.title}`, `   URL: ${hit.url}`);
    const twin = twinUrlOf(hit.pageUrl);
    if (twin) lines.push(`   Markdown (pass to get_page): ${twin}`);
    if (hit.snippet) lines.push(`   ${hit.snippet}`);
  });
  return lines.join('\n');
}

/** Pages a recommendation names, each with the Markdown URL get_page takes. */
export function formatPageLinks(
  heading: string,
  pages: readonly DocsPageLink[],
  twinUrlOf: (pageUrl: string) => string | undefined,
): string {
  const lines = [`${heading} (pass the Markdown URL to get_page):`];
  for (const page of pages) {
    const twin = twinUrlOf(page.pageUrl);
    lines.push(`- ${page.title}: ${twin ?? page.pageUrl}`);
  }
  return lines.join('\n');
}

export function formatComponentList(components: readonly DocsComponent[], siteUrl: string): string {
  const lines: string[] = [];
  let category: string | undefined;
  for (const component of components) {
    if (component.category !== category) {
      category = component.category;
      lines.push(...(lines.length > 0 ? [''] : []), `## ${category}`);
    }
    lines.push(`- ${component.name}: ${component.description} (${siteUrl}${component.path})`);
  }
  lines.push('', 'Call get_component with a name for its props, CSS variables, examples and accessibility notes.');
  return lines.join('\n');
}

/**
 * Where Bulma declares a component's variables, as one line before their table. The prefixed build is named only
 * where its selector differs: `:root`, or a selector without a class, reads the same in both builds.
 */
function declaredOn({ selector, prefixedSelector }: DocsComponent['cssVariables'][number]): string {
  if (selector === ':root') {
    return (
      'Global: on `:root` in both builds, so they hold for the whole page; setting one on an element changes it ' +
      'within that element'
    );
  }
  const inPrefixedBuild = prefixedSelector === selector ? '' : ` (\`${prefixedSelector}\` in Bulma's prefixed build)`;
  return `On \`${selector}\`${inPrefixedBuild}; set them there or on the element`;
}

/** The component's CSS variables section: a table per Bulma component, or what its rules read when it has none. */
function cssVariablesLines(entries: DocsComponent['cssVariables']): string[] {
  if (entries.length === 0) return [];
  const lines = ['', '## CSS variables'];
  for (const entry of entries) {
    if (entry.variables.length === 0) {
      const reads = entry.reads.map((name) => `\`${name}\``).join(', ');
      lines.push(
        '',
        `\`${entry.selector}\` declares no variables of its own` +
          (reads
            ? `; its rules read these global ones (on \`:root\`): ${reads}.`
            : ', and reads none of the global ones.'),
      );
      continue;
    }
    lines.push('', `${declaredOn(entry)}:`, '', '| Variable | Default | Description |', '| --- | --- | --- |');
    for (const variable of entry.variables) {
      lines.push(`| \`${cell(variable.name)}\` | \`${cell(variable.value)}\` | ${cell(variable.description ?? '')} |`);
    }
  }
  return lines;
}

export function formatComponent(
  component: DocsComponent,
  manifest: DocsManifest,
  helperPages: readonly DocsPage[],
): string {
  const { siteUrl, library } = manifest;
  const lines = [
    `# ${component.name} (${component.category})`,
    '',
    component.description,
    '',
    `Documented for ${library.name} ${library.version}: ${siteUrl}${component.path}`,
    '',
    '```tsx',
    `import {${component.name}} from '${library.name}';`,
    '```',
    '',
    '## Props',
    '',
  ];
  if (component.props.length === 0) {
    lines.push('No props of its own.');
  } else {
    lines.push('| Prop | Type | Default | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const prop of component.props) {
      const defaultValue = prop.defaultValue === null ? '' : `\`${cell(prop.defaultValue)}\``;
      lines.push(
        `| ${cell(prop.name)} | \`${cell(prop.type)}\` | ${defaultValue} | ${prop.required ? 'yes' : 'no'} ` +
          `| ${cell(prop.description)} |`,
      );
    }
  }
  if (component.hasHelperProps) {
    const where = helperPages.length > 0 ? `: ${helperPages.map((page) => `${siteUrl}${page.path}`).join(', ')}` : '';
    lines.push('', `It also takes the shared helper props (colour, spacing, typography, flex, visibility)${where}.`);
  }
  lines.push(...cssVariablesLines(component.cssVariables));
  if (component.examples.length > 0) {
    lines.push('', '## Examples');
    for (const example of component.examples) {
      const fence = fenceFor(example.code);
      lines.push('', `### ${example.title}`, '', `${fence}tsx`, example.code.replace(/\n+$/, ''), fence);
    }
  }
  if (component.accessibility.trim() !== '') lines.push('', '## Accessibility', '', component.accessibility.trim());
  if (component.related.length > 0) {
    lines.push('', '## Related', '', ...component.related.map((link) => `- [${link.title}](${link.url})`));
  }
  return lines.join('\n');
}
