/**
 * What the docs' MCP server must answer, whatever the transport: run against a client connected over Streamable
 * HTTP (mcpHttp.test.ts) and over stdio (mcpStdio.test.ts), both to a server on the fixture site (docsSite.ts).
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { LIBRARY_VERSION, MANIFEST, OUTSIDE_SECRET, SITE_URL, TWINS } from './docsSite.js';

async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return { text, isError: result.isError === true };
}

export function describeDocsServer(client: () => Client): void {
  describe('initialization', () => {
    it('names the server and reports the library version it documents', () => {
      expect(client().getServerVersion()).toMatchObject({ name: 'bulmatic-docs', version: LIBRARY_VERSION });
      const instructions = client().getInstructions() ?? '';
      expect(instructions).toContain(`bulmatic ${LIBRARY_VERSION}`);
      expect(instructions).toContain('get_component');
    });

    it('lists the four tools, each with a description and an input schema', async () => {
      const { tools } = await client().listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([
        'get_component',
        'get_page',
        'list_components',
        'search_docs',
      ]);
      for (const tool of tools) {
        expect(tool.description?.length, tool.name).toBeGreaterThan(60);
        expect(tool.inputSchema.type).toBe('object');
        expect(Object.keys(tool.inputSchema.properties ?? {}).length, tool.name).toBeGreaterThan(0);
        expect(tool.annotations?.readOnlyHint).toBe(true);
      }
      const search = tools.find((tool) => tool.name === 'search_docs')!;
      expect(search.inputSchema.required).toEqual(['query']);
      expect(search.inputSchema.properties?.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 20 });
    });
  });

  describe('search_docs', () => {
    it("finds pages with the site's engine: one result per page, absolute URLs, plain-text snippets", async () => {
      const { text, isError } = await call(client(), 'search_docs', { query: 'button' });
      expect(isError).toBe(false);
      // The Button page matches in three records; it is listed once.
      expect(text.match(/^\d+\. Button/gm)).toHaveLength(1);
      expect(text).toContain(`URL: ${SITE_URL}/docs/api/elements/button`);
      expect(text).toContain(`Markdown (pass to get_page): ${SITE_URL}/docs/api/elements/button.md`);
      expect(text).toContain('Getting started');
      expect(text).not.toMatch(/<span|<mark|&amp;/);
    });

    it('titles a section with its hierarchy and marks the matched words', async () => {
      const { text } = await call(client(), 'search_docs', { query: 'sizes', limit: 1 });
      expect(text).toMatch(/^1\. Button › Sizes$/m);
      expect(text).toContain(`URL: ${SITE_URL}/docs/api/elements/button#sizes`);
      expect(text).toContain('four **sizes**: small, normal, medium & large');
      expect(text).not.toMatch(/^2\./m);
    });

    it('says so when nothing matches, and suggests the popular pages', async () => {
      const { text, isError } = await call(client(), 'search_docs', { query: 'zzyzx' });
      expect(isError).toBe(false);
      expect(text).toContain('No pages match "zzyzx"');
      // Nothing is counted in the fixture: the popular pages are the highest ranked, each with its Markdown.
      expect(text).toContain('Popular pages (pass the Markdown URL to get_page):');
      expect(text).toMatch(/^- Button: .*\/docs\/api\/elements\/button\.md$/m);
    });

    it('refuses bad arguments with a tool error', async () => {
      for (const args of [
        {},
        { query: '' },
        { query: 'x'.repeat(513) },
        { query: 'button', limit: 0 },
        { query: 'button', limit: 21 },
        { query: 'button', limit: 2.5 },
        { query: 7 },
      ]) {
        const { text, isError } = await call(client(), 'search_docs', args);
        expect(isError, JSON.stringify(args)).toBe(true);
        expect(text).toMatch(/Invalid arguments|validation/i);
      }
    });
  });

  describe('get_page', () => {
    it('returns the Markdown twin by path, twin path or URL of any host', async () => {
      const twin = TWINS['/docs/api/elements/button.md'];
      for (const path of [
        '/docs/api/elements/button',
        '/docs/api/elements/button.md',
        '/docs/api/elements/button/',
        'docs/api/elements/button',
        `${SITE_URL}/docs/api/elements/button`,
        'https://bulmatic.example/docs/api/elements/button.md?from=llms#colours',
      ]) {
        const { text, isError } = await call(client(), 'get_page', { path });
        expect(isError, path).toBe(false);
        expect(text, path).toBe(twin);
      }
    });

    it('names the related pages of a page after its Markdown, with the Markdown URL of each', async () => {
      const { text, isError } = await call(client(), 'get_page', { path: '/docs/getting-started' });
      expect(isError).toBe(false);
      expect(text.startsWith(TWINS['/docs/getting-started.md']!.trimEnd())).toBe(true);
      expect(text).toMatch(
        /Related pages \(pass the Markdown URL to get_page\):\n- Button: \S+\/docs\/api\/elements\/button\.md\n- Card: \S+\/docs\/api\/components\/card\.md$/,
      );
    });

    it('refuses paths that leave the site, and never reads a file outside it', async () => {
      for (const path of [
        '../outside.md',
        '/docs/../../outside.md',
        '/..%2foutside',
        '%2e%2e/outside.md',
        '/docs\\..\\..\\outside.md',
        'file:///etc/passwd',
        'C:\\outside.md',
        '/%zz',
      ]) {
        const { text, isError } = await call(client(), 'get_page', { path });
        expect(isError, path).toBe(true);
        expect(text, path).toContain('search_docs');
        expect(text, path).not.toContain(OUTSIDE_SECRET);
      }
    });

    it('answers an unknown page with a tool error that says how to find pages', async () => {
      const { text, isError } = await call(client(), 'get_page', { path: '/docs/api/buton' });
      expect(isError).toBe(true);
      expect(text).toContain('No page at /docs/api/buton');
      expect(text).toContain('Similar pages: /docs/api/elements/button');
      expect(text).toContain('resources/list');
      expect((await call(client(), 'get_page', { path: '/etc/passwd' })).isError).toBe(true);
      expect((await call(client(), 'get_page', { path: '' })).isError).toBe(true);
    });
  });

  describe('list_components', () => {
    it('lists every component with its category and one line', async () => {
      const { text } = await call(client(), 'list_components', {});
      expect(text).toContain('## Elements');
      expect(text).toContain(
        `- Button: A clickable button in any Bulma colour and size. (${SITE_URL}/docs/api/elements/button)`,
      );
      expect(text).toContain('## Components');
      expect(text).toContain('- CardHeader: The title bar of a card.');
    });

    it('lists one category, in any case, and names the categories for an unknown one', async () => {
      const { text } = await call(client(), 'list_components', { category: 'components' });
      expect(text).toContain('- Card:');
      expect(text).not.toContain('Button');
      const unknown = await call(client(), 'list_components', { category: 'Widgets' });
      expect(unknown.isError).toBe(true);
      expect(unknown.text).toContain('Elements, Components');
    });
  });

  describe('get_component', () => {
    it('gives the props, examples, accessibility notes, related links and page of a component', async () => {
      const { text, isError } = await call(client(), 'get_component', { name: 'Button' });
      expect(isError).toBe(false);
      expect(text).toContain('# Button (Elements)');
      expect(text).toContain(`${SITE_URL}/docs/api/elements/button`);
      expect(text).toContain("import {Button} from 'bulmatic';");
      // Pipes of a union type are escaped, so the table keeps its columns.
      expect(text).toContain("| color | `'primary' \\| 'link' \\| 'info'` |  | no | The Bulma colour. |");
      expect(text).toContain(
        "| size | `'small' \\| 'normal' \\| 'medium' \\| 'large'` | `'normal'` | no | How large. |",
      );
      expect(text).toContain(
        '```tsx\nimport {Button} from \'bulmatic\';\n\nexport default () => <Button color="primary">Save</Button>;\n```',
      );
      expect(text).toContain('## Accessibility\n\nRenders a native `<button>`');
      expect(text).toContain(`- [Buttons (group)](${SITE_URL}/docs/api/elements/buttons)`);
      expect(text).toContain(
        `shared helper props (colour, spacing, typography, flex, visibility): ${SITE_URL}/docs/guides/helpers/color`,
      );
      expect(text).toContain(
        "## CSS variables\n\nOn `.button` (`.bulma-button` in Bulma's prefixed build); set them there or on the element:\n\n" +
          '| Variable | Default | Description |\n| --- | --- | --- |\n' +
          '| `--bulma-button-h` | `var(--bulma-scheme-h)` | Colour hue. |\n' +
          '| `--bulma-button-padding-vertical` | `0.5em` | Vertical padding. |',
      );
      // Reference first (props, then CSS variables), examples after.
      expect(text.indexOf('## CSS variables')).toBeLessThan(text.indexOf('## Examples'));
    });

    it('accepts any case and the dotted name of a sub-part', async () => {
      expect((await call(client(), 'get_component', { name: 'button' })).text).toContain('# Button (Elements)');
      const header = await call(client(), 'get_component', { name: 'Card.Header' });
      expect(header.text).toContain('# CardHeader (Components)');
      expect(header.text).toContain('| children | `ReactNode` |  | yes | The title. |');
      expect(header.text).not.toContain('helper props');
      expect(header.text).not.toContain('## CSS variables');
    });

    it('suggests close names for an unknown one', async () => {
      const { text, isError } = await call(client(), 'get_component', { name: 'Buton' });
      expect(isError).toBe(true);
      expect(text).toContain('No component named "Buton". Did you mean Button?');
      expect((await call(client(), 'get_component', { name: 'x'.repeat(200) })).isError).toBe(true);
    });

    it('answers an unknown tool with an error, not a crash', async () => {
      const { isError, text } = await call(client(), 'delete_everything', {});
      expect(isError).toBe(true);
      expect(text).toContain('delete_everything not found');
    });
  });

  describe('resources', () => {
    it("lists every page's Markdown twin with its title and description", async () => {
      const { resources } = await client().listResources();
      expect(resources).toHaveLength(MANIFEST.pages.length);
      expect(resources).toContainEqual({
        uri: `${SITE_URL}/docs/api/elements/button.md`,
        name: 'Button',
        title: 'Button',
        description: 'Buttons in every Bulma colour and size.',
        mimeType: 'text/markdown',
      });
    });

    it('reads a twin, and refuses an unknown resource with an error', async () => {
      const { contents } = await client().readResource({ uri: `${SITE_URL}/docs/api/components/card.md` });
      expect(contents).toEqual([
        {
          uri: `${SITE_URL}/docs/api/components/card.md`,
          mimeType: 'text/markdown',
          text: TWINS['/docs/api/components/card.md'],
        },
      ]);
      await expect(client().readResource({ uri: `${SITE_URL}/../outside.md` })).rejects.toThrow(/not found/);
      // The server is still answering.
      expect((await client().listTools()).tools).toHaveLength(4);
    });
  });
}
