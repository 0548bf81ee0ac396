/**
 * `npm run build`: the library first (the site imports it), then the site. Later steps of the pipeline (the
 * search index) hook in here so one command always yields everything `npm run serve` needs.
 */
import {step} from './run.js';

export async function buildAll(): Promise<void> {
  await step('Build the library', 'npm', ['run', 'build', '--workspace', 'bulmatic']);
  await step('Build the website', 'npm', ['run', 'build', '--workspace', 'website']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
