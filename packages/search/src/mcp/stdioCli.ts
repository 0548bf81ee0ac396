/**
 * `npm run mcp`: the docs' MCP server over stdio, for editors that start MCP servers themselves. It reads the
 * local build (`--site <dir>`, else SITE_ROOT, else website/build). stdout carries protocol messages only, so
 * everything else goes to stderr.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_ROOT } from '@bulmatic/config';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createDocsServer } from './docsServer.js';
import { docsFromBuild } from './loadDocs.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function siteRootOf(argv: string[]): string {
  const { values } = parseArgs({ args: argv, options: { site: { type: 'string' } }, strict: true });
  return path.resolve(values.site ?? SITE_ROOT.read(process.env) ?? path.join(repositoryRoot, 'website', 'build'));
}

async function main(): Promise<void> {
  const siteRoot = siteRootOf(process.argv.slice(2));
  const docs = docsFromBuild(siteRoot, (message) => console.error(message));
  const server = createDocsServer(docs);
  await server.connect(new StdioServerTransport());
  const { library } = docs.manifest;
  console.error(`MCP server for the ${library.name} ${library.version} docs in ${siteRoot}, on stdio`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
