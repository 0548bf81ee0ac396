import { rmSync } from 'node:fs';
import { test } from '@playwright/test';
import { runFolder } from './packedApps';

test('removes the apps built in this run', () => {
  // The installed dependencies stay in their cache for the next run; only this run's builds go.
  rmSync(runFolder(), { recursive: true, force: true });
});
