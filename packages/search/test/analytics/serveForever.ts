/**
 * Helper process for the durability test: serves the site at argv[2] with its search index and analytics, as
 * `npm start` does, and prints the port once it listens. The test kills it with SIGKILL.
 */
import type { AddressInfo } from 'node:net';
import { searchApiForBuild } from '../../src/server/buildIndex.js';
import { createServer } from '../../src/server/index.js';
import { API_KEY, APP_ID, INDEX } from './site.js';

const siteRoot = process.argv[2]!;
const app = await createServer({
  siteRoot,
  logger: false,
  search: searchApiForBuild(siteRoot, { appId: APP_ID, apiKey: API_KEY, indexName: INDEX }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${(app.server.address() as AddressInfo).port}\n`);
