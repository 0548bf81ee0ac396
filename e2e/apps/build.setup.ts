import { mkdirSync, rmSync } from 'node:fs';
import { test } from '@playwright/test';
import { APPS, buildApp, installDependencies, packLibrary, prepareApp, removeStaleRuns, runFolder } from './packedApps';

// A cold run installs the apps' dependencies too; both fit well inside this on two cores.
test.setTimeout(10 * 60_000);

test('packs bulmatic and builds a Vite app and a Next.js app from the tarball', async () => {
  removeStaleRuns();
  const folder = runFolder();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 1000);
  const timings: string[] = [];

  // Packing is mostly tsc on the CPU, installing mostly waiting on the network and the disk: they overlap.
  const [tarball, ...dependencies] = await Promise.all([
    test.step('npm pack a fresh build of the library', () => packLibrary(folder)),
    ...APPS.map((app) =>
      test.step(`install the ${app} app's pinned dependencies (cached between runs)`, async () => {
        const installed = await installDependencies(app);
        timings.push(`${app} dependencies ${installed.cached ? 'from the cache' : 'installed'} at ${seconds()} s`);
        return installed.folder;
      }),
    ),
  ]);
  timings.push(`library packed by ${seconds()} s`);

  await Promise.all(
    APPS.map((app, index) =>
      test.step(`install the tarball into the ${app} app and build it`, async () => {
        const appFolder = await prepareApp(app, dependencies[index]!, tarball, folder);
        const buildSeconds = await buildApp(app, appFolder);
        timings.push(`${app} built in ${Math.round(buildSeconds)} s, ready at ${seconds()} s`);
      }),
    ),
  );
  const report = `${timings.join('; ')}; total ${seconds()} s`;
  test.info().annotations.push({ type: 'timings', description: report });
  console.log(`Packed apps: ${report}`);
});
