/** `npm run search:push`: uploads the built site's search records, index settings and synonyms to hosted Algolia. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_ROOT } from '@bulmatic/config';
import { indexFileFor } from '../indexFile/file.js';
import { runPushCommand } from './pushCommand.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// The same SITE_ROOT override as `cli.ts index`, so both commands agree on where the index file is.
const siteRoot = SITE_ROOT.read(process.env) ?? path.join(repositoryRoot, 'website', 'build');

process.exitCode = await runPushCommand({ env: process.env, indexFile: indexFileFor(siteRoot) });
