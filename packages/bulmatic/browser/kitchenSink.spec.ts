import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, test } from '@playwright/test';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Builds the kitchen sink page with esbuild and serves it, with Bulma's real stylesheet, on loopback.
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
let server: http.Server;
let origin: string;
let outDir: string;

test.beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'bulmatic-kitchen-sink-'));
  await build({
    entryPoints: [path.join(here, 'KitchenSink.tsx')],
    bundle: true,
    format: 'esm',
    outfile: path.join(outDir, 'kitchen-sink.js'),
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  copyFileSync(path.join(here, 'index.html'), path.join(outDir, 'index.html'));
  copyFileSync(require.resolve('bulma/css/bulma.min.css'), path.join(outDir, 'bulma.min.css'));
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  server = http.createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://x').pathname) || 'index.html';
    // The sweep's props point Image at placeholder file names: answer them with a real one-pixel picture.
    if (name.endsWith('.png')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(ONE_PIXEL_PNG);
      return;
    }
    try {
      const body = readFileSync(path.join(outDir, name));
      response.writeHead(200, { 'content-type': types[path.extname(name)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
});

test('every export renders with Bulma, without a runtime error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  await page.goto(`${origin}/index.html`);
  await expect(page.getByRole('heading', { name: 'Every export' })).toBeVisible();
  const rendered = await page.locator('[data-export]').count();
  expect(rendered).toBeGreaterThan(60);
  expect(errors).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('kitchen-sink.png'), fullPage: true });
  await page.getByRole('heading', { name: 'Every export' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('kitchen-sink-viewport.png') });
});

test("a primary button has Bulma's primary colour", async ({ page }) => {
  await page.goto(`${origin}/index.html`);
  // Bulma v1's primary: hsl(171deg 100% 41%).
  await expect(page.getByTestId('primary-button')).toHaveCSS('background-color', 'rgb(0, 209, 178)');
});

test('a subtree Theme recolours what Bulma composes on :root, and reshapes controls', async ({ page }) => {
  await page.goto(`${origin}/index.html`);
  await expect(page.getByTestId('themed-button')).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  // A disabled coloured button is painted with --bulma-primary itself, which Bulma composes once on :root.
  await expect(page.getByTestId('themed-disabled-button')).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await expect(page.getByTestId('themed-input')).toHaveCSS('border-top-left-radius', '0px');
  // Outside the theme, Bulma's own colours stay.
  await expect(page.getByTestId('primary-button')).toHaveCSS('background-color', 'rgb(0, 209, 178)');
});

test("a Column's width follows its size", async ({ page }) => {
  await page.goto(`${origin}/index.html`);
  const columns = (await page.getByTestId('columns').boundingBox())!;
  const half = (await page.getByTestId('half-column').boundingBox())!;
  // Bulma's columns have a negative margin equal to the column gap, so halves are half of the row's width.
  expect(half.width / columns.width).toBeCloseTo(0.5, 2);
});

test('a Modal opens, closes with Escape and closes on a background click', async ({ page }) => {
  await page.goto(`${origin}/index.html`);
  const modal = page.getByTestId('modal');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('open-modal').click();
  await expect(modal).toBeVisible();
  await expect(modal).toHaveClass(/is-active/);
  await expect(page.getByRole('dialog', { name: 'Example' })).toBeVisible();
  // The page behind is inert and does not scroll: Bulma's is-clipped on <html>.
  await expect(page.locator('html')).toHaveClass(/(^|\s)is-clipped(\s|$)/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  // An inert element cannot take focus, not even from script.
  await page.getByTestId('open-modal').evaluate((button: HTMLElement) => button.focus());
  await expect(page.getByTestId('open-modal')).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('open-modal')).toBeFocused();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)is-clipped(\s|$)/);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('open-modal').click();
  await expect(modal).toBeVisible();
  await page.getByTestId('modal-background').click({ position: { x: 5, y: 5 } });
  await expect(modal).toBeHidden();
});
