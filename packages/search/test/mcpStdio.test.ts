/**
 * The docs' MCP server over stdio (`npm run mcp`), spawned as editors spawn it, with the SDK's own client: the same
 * answers as over HTTP, and nothing but protocol messages on stdout.
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from '../src/mcp/manifest.js';
import { docsSite } from './support/docsSite.js';
import { describeDocsServer } from './support/docsToolsSuite.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '../../..');
const stdioCli = path.resolve(here, '../src/mcp/stdioCli.ts');
const run = promisify(execFile);

const folders: string[] = [];
let client: Client;
let stderr = '';
/** Anything the transport could not read as a protocol message (a stray line on stdout) ends up here. */
const transportErrors: Error[] = [];

async function connect(args: string[], env: Record<string, string> = {}): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', stdioCli, ...args],
    cwd: repositoryRoot,
    env: { ...(process.env as Record<string, string>), ...env },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const connected = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
  connected.onerror = (error) => transportErrors.push(error);
  await connected.connect(transport);
  return connected;
}

async function newSite(options?: Parameters<typeof docsSite>[0]) {
  const site = await docsSite(options);
  folders.push(path.dirname(site.siteRoot));
  return site;
}

beforeAll(async () => {
  const { siteRoot } = await newSite();
  client = await connect(['--site', siteRoot]);
});

afterAll(async () => {
  await client.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('over stdio', () => {
  describeDocsServer(() => client);

  it('writes nothing but protocol messages to stdout, and its own words to stderr', () => {
    expect(transportErrors).toEqual([]);
    expect(stderr).toContain('MCP server for the bulmatic 0.1.0-test.3 docs');
  });
});

describe('the stdio command', () => {
  it('reads the build named by SITE_ROOT; without a search index it serves the rest and says why', async () => {
    const { siteRoot } = await newSite({ withIndex: false });
    const before = stderr.length;
    const bare = await connect([], { SITE_ROOT: siteRoot });
    try {
      const { tools } = await bare.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['get_component', 'get_page', 'list_components']);
      expect(stderr.slice(before)).toContain('No search index at');
      expect(bare.getInstructions()).not.toContain('search_docs');
    } finally {
      await bare.close();
    }
  });

  it('fails at start, on stderr and naming the file, when the build has no manifest', async () => {
    const { siteRoot } = await newSite();
    await rm(path.join(siteRoot, MANIFEST_FILE));
    const failure = await run(process.execPath, ['--import', 'tsx', stdioCli, '--site', siteRoot], {
      cwd: repositoryRoot,
    }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr).toContain(
      `No ${MANIFEST_FILE} at ${path.join(siteRoot, MANIFEST_FILE)}: run \`npm run build\` first.`,
    );
  });
});
