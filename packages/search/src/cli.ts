import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createServer} from './server/index.js';
import {readListenAddress} from './listenAddress.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const defaultSiteRoot = path.join(repositoryRoot, 'website', 'build');

async function serve(): Promise<void> {
  const {port, host} = readListenAddress(process.env);
  const app = await createServer({siteRoot: process.env.SITE_ROOT ?? defaultSiteRoot});
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({signal}, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({port, host});
}

const [command] = process.argv.slice(2);
if (command === 'serve') {
  serve().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  console.error('usage: cli.ts serve');
  process.exit(2);
}
