// Code is readable in the reader's colour mode from the first paint: the server's markup and style sheet alone
// colour it, with no script, and the scripts that come later (hydration, Prism, the live editor) draw exactly the
// same colours.
import type { Page } from '@playwright/test';
import { contrastRatio } from '../website/config/codeThemes';
import { chunkContaining } from './buildFiles';
import { expect, open, test } from './fixtures';

const PAGES = ['/docs/api/components/modal', '/docs/api/elements/button'];

/** Prism's core (its grammar walker survives minification as a property name). */
const prismChunk = () => chunkContaining('DFS:');

interface PaintedToken {
  /** The code block's place among the page's highlighted blocks. */
  block: number;
  text: string;
  colour: string;
  /** What the token is painted on: the backgrounds behind it composited (a highlighted line darkens its block). */
  background: string;
}

/** Every token of every highlighted code block on the page, as the browser paints it now. */
async function paintedTokens(page: Page): Promise<PaintedToken[]> {
  return page.locator('pre.prism-code').evaluateAll((blocks) => {
    const channels = (colour: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const backgroundOf = (element: Element) => {
      const layers: ReturnType<typeof channels>[] = [];
      for (let current: Element | null = element; current; current = current.parentElement) {
        const layer = channels(getComputedStyle(current).backgroundColor);
        if (layer.a > 0) layers.unshift(layer);
        if (layer.a === 1) break;
      }
      // The page's canvas is white under everything; each layer is painted over the ones below it.
      let painted = [255, 255, 255];
      for (const { r, g, b, a } of layers) {
        painted = [r, g, b].map((channel, index) => painted[index]! * (1 - a) + channel * a);
      }
      return `rgb(${painted.map(Math.round).join(', ')})`;
    };
    return blocks.flatMap((block, index) =>
      [...block.querySelectorAll('.token')]
        .filter((token) => token.textContent?.trim())
        .map((token) => ({
          block: index,
          text: token.textContent!,
          colour: getComputedStyle(token).color,
          background: backgroundOf(token),
        })),
    );
  });
}

for (const mode of ['dark', 'light'] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({ colorScheme: mode });

    for (const path of PAGES) {
      test(`${path}: code is readable before any script runs, and keeps its colours once they have`, async ({
        page,
      }) => {
        // Only the server's HTML and CSS (and the inline colour-mode script Docusaurus puts in the page's head).
        await page.route('**/assets/js/**', (route) => route.abort('blockedbyclient'));
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
        const firstPaint = await paintedTokens(page);
        expect(firstPaint.length).toBeGreaterThan(50);
        const unreadable = firstPaint.filter((token) => contrastRatio(token.colour, token.background) < 4.5);
        expect(unreadable).toEqual([]);
        // The block's own background is the dark palette's in dark mode, not a light box.
        const dark = (colour: string) => contrastRatio(colour, '#000000') < contrastRatio(colour, '#ffffff');
        expect(firstPaint.every((token) => dark(token.background) === (mode === 'dark'))).toBe(true);

        await page.unroute('**/assets/js/**');
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await open(page, path);
        await page.waitForLoadState('networkidle');
        expect(scripts).not.toContain(prismChunk());
        // Read until React has settled: a block it is re-rendering reads for a moment with no style at all (colour ""
        // on black: a clean-clone CI run caught the Modal page so), which no reader sees.
        await expect.poll(() => paintedTokens(page)).toEqual(firstPaint);

        // A reader pointing at a live example's code brings Prism, and react-live's editor draws the code anew.
        const example = page.locator('[data-live-example]').first();
        await example.scrollIntoViewIfNeeded();
        await expect(example.getByTestId('live-preview')).toBeVisible();
        await example.locator('pre.prism-code').hover();
        await expect(example.locator('[contenteditable]')).toHaveCount(1);
        expect(scripts).toContain(prismChunk());
        // The editor draws its code after Prism arrives, on a busy machine a moment after the network goes quiet.
        await expect.poll(() => paintedTokens(page)).toEqual(firstPaint);
      });
    }
  });
}
