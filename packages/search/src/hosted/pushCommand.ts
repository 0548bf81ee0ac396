import { readPushCredentials } from '@bulmatic/config';
import { pushIndex, type AlgoliaHosts, type PushSummary } from './push.js';

export interface PushCommandOptions {
  env: Record<string, string | undefined>;
  indexFile: string;
  hosts?: AlgoliaHosts;
  batchSize?: number;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

function describe(summary: PushSummary, appId: string): string {
  const origin = summary.siteOrigin ? ` (links to ${summary.siteOrigin})` : '';
  return (
    `Pushed ${summary.records} records${origin} in ${summary.batches} batch${summary.batches === 1 ? '' : 'es'} ` +
    `and ${summary.synonyms} synonym${summary.synonyms === 1 ? '' : 's'} ` +
    `to Algolia index "${summary.indexName}" of application ${appId} in ${summary.elapsedMs} ms.`
  );
}

/** Algolia's API errors carry its HTTP status; our own errors (configuration, missing file) do not. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return `search:push failed: ${String(error)}`;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number'
    ? `search:push failed: Algolia answered ${status}: ${error.message}`
    : `search:push failed: ${error.message}`;
}

/** Runs `search:push` and returns the process exit code, so tests can run it in-process against a local endpoint. */
export async function runPushCommand({
  env,
  indexFile,
  hosts,
  batchSize,
  log = console.log,
  logError = console.error,
}: PushCommandOptions): Promise<number> {
  try {
    const credentials = readPushCredentials(env);
    const summary = await pushIndex({ indexFile, credentials, hosts, batchSize });
    log(describe(summary, credentials.appId));
    return 0;
  } catch (error) {
    logError(describeFailure(error));
    return 1;
  }
}
