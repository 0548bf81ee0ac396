import AxeBuilder from '@axe-core/playwright';
import {expect, storeColorMode, test} from './fixtures';

const PAGES = {
  home: '/',
  'doc page': '/docs/tutorial-basics/markdown-features',
  'docs landing': '/docs',
  'API page with live examples': '/docs/api/elements/button',
  guide: '/docs/guides/intro',
  'component page': '/docs/api/components/tabs',
  'category page': '/docs/category/elements',
  'blog list': '/blog',
  post: '/blog/welcome',
  'tag page': '/blog/tags/release',
  'not found': '/this/page/does/not/exist',
};

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe in ${mode} mode`, () => {
    for (const [name, route] of Object.entries(PAGES)) {
      test(`${name} has no serious or critical violation`, async ({browser, baseURL}) => {
        // axe needs a page from browser.newContext(); the colour mode is the reader's stored choice.
        const context = await browser.newContext({baseURL});
        const page = await context.newPage();
        await storeColorMode(page, mode);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await page.waitForLoadState('networkidle');
        // Component previews show Bulma's own rendering of the example code, the subject of the page rather than
        // the site's interface (Bulma's outlined primary button is 1.95:1 by design); they are left out here.
        const results = await new AxeBuilder({page}).exclude('[data-testid="bulma-preview"]').analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          }));
        expect(blocking).toEqual([]);
        await context.close();
      });
    }
  });
}
