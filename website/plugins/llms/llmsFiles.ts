/**
 * `/llms.txt` (the llmstxt.org format: a title, a summary, then sections of links with one line each) and
 * `/llms-full.txt` (every docs page's twin in one file), made from the twins themselves.
 */
import { markdownTwinPath } from '../../src/components/CopyPageMenu/twin';
import type { Twin } from './twins';

export interface SiteSummary {
  title: string;
  tagline: string;
  siteUrl: string;
  library: { name: string; version: string };
}

function summaryParagraph(site: SiteSummary): string {
  return (
    `${site.title} is a React component library for the Bulma v1 CSS framework, published on npm as ` +
    `\`${site.library.name}\` (these docs describe version ${site.library.version}). Each Bulma element, ` +
    `component, form control, layout and helper is a typed React component whose props mirror Bulma's classes ` +
    `(\`is-primary\` is \`color="primary"\`, \`is-rounded\` is \`isRounded\`); components forward refs, take an ` +
    '`as` prop for another element, follow WAI-ARIA practice, and work with a class prefix or CSS-variable ' +
    "themes. Bulma's stylesheet is loaded by the app. Every link below is the Markdown version of a page " +
    `(the web page is the same URL without \`.md\`); ${site.siteUrl}/llms-full.txt holds every docs page in one ` +
    'file.'
  );
}

function linkLine(twin: Twin, siteUrl: string): string {
  const description = twin.page.description.replace(/\s*\n\s*/g, ' ');
  return `- [${twin.page.title}](${siteUrl}${markdownTwinPath(twin.page.path)})${
    description ? `: ${description}` : ''
  }`;
}

/** llms.txt: every twin, grouped by section in reading order. */
export function llmsTxt(site: SiteSummary, twins: readonly Twin[]): string {
  const sections = new Map<string, Twin[]>();
  for (const twin of twins) sections.set(twin.page.section, [...(sections.get(twin.page.section) ?? []), twin]);
  const body = [...sections].map(
    ([section, members]) => `## ${section}\n\n${members.map((twin) => linkLine(twin, site.siteUrl)).join('\n')}`,
  );
  return `${[`# ${site.title}`, `> ${site.tagline}`, summaryParagraph(site), ...body].join('\n\n')}\n`;
}

/** llms-full.txt: every docs page (not the blog), in reading order, each once. */
export function llmsFullTxt(site: SiteSummary, twins: readonly Twin[]): string {
  const pages = twins.filter((twin) => twin.page.kind !== 'post');
  const head =
    `# ${site.title} documentation, every page\n\n> ${site.tagline}\n\n` +
    `The ${pages.length} pages of the ${site.library.name} ${site.library.version} docs in reading order, each ` +
    `starting with its title as a level-one heading. The index with one line per page is ${site.siteUrl}/llms.txt.`;
  return `${[head, ...pages.map((twin) => twin.markdown.trim())].join('\n\n')}\n`;
}
