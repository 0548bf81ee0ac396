import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SearchEngine } from '../../src/engine/engine.js';
import { writeIndexFile } from '../../src/indexFile/file.js';
import { MANIFEST_FILE, type DocsManifest } from '../../src/mcp/manifest.js';
import type { RateLimitOptions } from '../../src/server/rateLimit.js';
import { createApp } from '../../src/app.js';
import { indexOf, record } from '../records.js';
import { listenOnLoopback } from './listen.js';

export const SITE_URL = 'http://localhost:3000';
export const DOCS_INDEX = 'bulmatic-docs';
export const DOCS_APP_ID = 'DOCSAPP';
export const DOCS_API_KEY = 'docs-search-key';
export const LIBRARY_VERSION = '0.1.0-test.3';

/** The Markdown twins of the fixture site, by URL path. */
export const TWINS: Record<string, string> = {
  '/docs/getting-started.md': '# Getting started\n\nInstall bulmatic and Bulma, then import the CSS once.\n',
  '/docs/api/elements/button.md': [
    '# Button',
    '',
    '> Documents bulmatic 0.1.0-test.3.',
    '',
    "A clickable button with Bulma's colours and sizes.",
    '',
    '```tsx',
    "import {Button} from 'bulmatic';",
    '',
    'export default () => <Button color="primary">Save</Button>;',
    '```',
    '',
  ].join('\n'),
  '/docs/api/components/card.md': '# Card\n\nA bordered box with a header, an image, content and a footer.\n',
  '/docs/guides/helpers/color.md': '# Colour helpers\n\nEvery component takes `textColor` and `backgroundColor`.\n',
};

const page = (title: string, description: string, pagePath: string, section: string) => ({
  title,
  description,
  path: pagePath,
  markdownPath: `${pagePath}.md`,
  section,
});

export const MANIFEST: DocsManifest = {
  library: { name: 'bulmatic', version: LIBRARY_VERSION },
  siteUrl: SITE_URL,
  pages: [
    page(
      'Getting started',
      'Install Bulmatic and render a first component.',
      '/docs/getting-started',
      'Getting started',
    ),
    page('Button', 'Buttons in every Bulma colour and size.', '/docs/api/elements/button', 'API reference: Elements'),
    page('Card', 'A flexible box for content.', '/docs/api/components/card', 'API reference: Components'),
    page('Colour helpers', 'Text and background colours on any component.', '/docs/guides/helpers/color', 'Guides'),
  ],
  components: [
    {
      name: 'Button',
      category: 'Elements',
      description: 'A clickable button in any Bulma colour and size.',
      path: '/docs/api/elements/button',
      props: [
        {
          name: 'color',
          type: "'primary' | 'link' | 'info'",
          defaultValue: null,
          description: 'The Bulma colour.',
          required: false,
        },
        {
          name: 'size',
          type: "'small' | 'normal' | 'medium' | 'large'",
          defaultValue: "'normal'",
          description: 'How large.',
          required: false,
        },
        { name: 'isLoading', type: 'boolean', defaultValue: 'false', description: 'Shows a spinner.', required: false },
      ],
      hasHelperProps: true,
      cssVariables: [
        {
          bulmaComponent: 'button',
          selector: '.button',
          prefixedSelector: '.bulma-button',
          source: 'bulma/sass/elements/button.scss',
          variables: [
            { name: '--bulma-button-h', value: 'var(--bulma-scheme-h)', description: 'Colour hue.' },
            { name: '--bulma-button-padding-vertical', value: '0.5em', description: 'Vertical padding.' },
          ],
          reads: ['--bulma-control-radius'],
        },
      ],
      examples: [
        {
          title: 'Colours',
          code: 'import {Button} from \'bulmatic\';\n\nexport default () => <Button color="primary">Save</Button>;\n',
        },
      ],
      accessibility: 'Renders a native `<button>`, so it is focusable and works with Enter and Space.',
      related: [{ title: 'Buttons (group)', url: `${SITE_URL}/docs/api/elements/buttons` }],
    },
    {
      name: 'Card',
      category: 'Components',
      description: 'A bordered box with a header, image, content and footer.',
      path: '/docs/api/components/card',
      props: [
        {
          name: 'as',
          type: 'ElementType',
          defaultValue: "'div'",
          description: 'The element to render.',
          required: false,
        },
      ],
      hasHelperProps: true,
      cssVariables: [
        {
          bulmaComponent: 'card',
          selector: '.card',
          prefixedSelector: '.bulma-card',
          source: 'bulma/sass/components/card.scss',
          variables: [{ name: '--bulma-card-radius', value: '0.75rem', description: 'Corner radius.' }],
          reads: [],
        },
      ],
      examples: [],
      accessibility: '',
      related: [{ title: 'Card header', url: `${SITE_URL}/docs/api/components/card#header` }],
    },
    {
      name: 'CardHeader',
      category: 'Components',
      description: 'The title bar of a card.',
      path: '/docs/api/components/card',
      props: [{ name: 'children', type: 'ReactNode', defaultValue: null, description: 'The title.', required: true }],
      hasHelperProps: false,
      cssVariables: [],
      examples: [
        {
          title: 'With a title',
          code: "import {Card} from 'bulmatic';\n\nexport default () => <Card.Header>Title</Card.Header>;",
        },
      ],
      accessibility: '',
      related: [],
    },
  ],
};

/** The search records of the fixture pages: the Button page matches "button" in three sections. */
export const DOCS_RECORDS = [
  record({
    id: 'start',
    lvl0: 'Documentation',
    lvl1: 'Getting started',
    content: 'Install bulmatic and Bulma, then render a Button',
    url: `${SITE_URL}/docs/getting-started`,
  }),
  record({ id: 'button', lvl0: 'Elements', lvl1: 'Button', url: `${SITE_URL}/docs/api/elements/button` }),
  record({
    id: 'button-sizes',
    lvl0: 'Elements',
    lvl1: 'Button',
    lvl2: 'Sizes',
    content: 'A button comes in four sizes: small, normal, medium &amp; large',
    url: `${SITE_URL}/docs/api/elements/button#sizes`,
  }),
  record({
    id: 'button-colours',
    lvl0: 'Elements',
    lvl1: 'Button',
    lvl2: 'Colours',
    content: 'Give a button a colour with the color prop',
    url: `${SITE_URL}/docs/api/elements/button#colours`,
  }),
  record({
    id: 'card',
    lvl0: 'Components',
    lvl1: 'Card',
    content: 'A card holds a header, an image and content',
    url: `${SITE_URL}/docs/api/components/card`,
  }),
];

/** The related pages the build computed: the getting-started guide leads to Button and Card. */
export const RELATED = {
  [`${SITE_URL}/docs/getting-started`]: [
    { url: `${SITE_URL}/docs/api/elements/button`, score: 60 },
    { url: `${SITE_URL}/docs/api/components/card`, score: 30 },
  ],
};

export interface DocsSite {
  /** The build folder; the search index file is beside it, as in the repository. */
  siteRoot: string;
  /** A file beside the build, which no tool may ever read. */
  outsideFile: string;
}

export const OUTSIDE_SECRET = 'SECRET-BESIDE-THE-BUILD';

/** Writes the fixture build (pages, twins, llms files, manifest) and its search index into a new temporary folder. */
export async function docsSite({ manifest = MANIFEST, withIndex = true } = {}): Promise<DocsSite> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bulmatic-mcp-'));
  const siteRoot = path.join(folder, 'build');
  const put = async (relative: string, body: string) => {
    const file = path.join(siteRoot, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  };
  await put('index.html', '<h1>home</h1>');
  await put('404.html', '<h1>Page Not Found</h1>');
  for (const [twinPath, text] of Object.entries(TWINS)) await put(twinPath, text);
  await put(
    'llms.txt',
    `# Bulmatic\n\n${manifest.pages.map((entry) => `- [${entry.title}](${SITE_URL}${entry.markdownPath})`).join('\n')}\n`,
  );
  await put(MANIFEST_FILE, JSON.stringify(manifest, null, 2));
  if (withIndex) {
    writeIndexFile(path.join(folder, 'search-index.json'), { ...indexOf(DOCS_RECORDS, DOCS_INDEX), related: RELATED });
  }
  const outsideFile = path.join(folder, 'outside.md');
  await writeFile(outsideFile, OUTSIDE_SECRET);
  return { siteRoot, outsideFile };
}

/** The site with its search API and /mcp, listening on a free port of 127.0.0.1. */
export async function startDocsServer(
  siteRoot: string,
  { rateLimit, manifest = MANIFEST }: { rateLimit?: RateLimitOptions; manifest?: DocsManifest } = {},
): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await createApp({
    siteRoot,
    logger: false,
    search: {
      engines: new Map([[DOCS_INDEX, new SearchEngine({ ...indexOf(DOCS_RECORDS, DOCS_INDEX), related: RELATED })]]),
      appId: DOCS_APP_ID,
      apiKey: DOCS_API_KEY,
    },
    mcp: { manifest, ...(rateLimit && { rateLimit }) },
  });
  return { app, origin: await listenOnLoopback(app) };
}
