/**
 * /docs/intro introduces Bulmatic (what it is, install, a first live example, props to classes, where next) and
 * opens the guides; the tutorial keeps its pages and sidebar, starting at /docs/tutorial-basics/overview.
 */
import { expect, open, storeColorMode, test } from './fixtures';
import { axeFindings } from './axe';

const INTRO = '/docs/intro';
const TUTORIAL = '/docs/tutorial-basics/overview';

test('/docs/intro introduces Bulmatic and is the first page of the guides', async ({ page }) => {
  await open(page, INTRO);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to Bulmatic');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /React component library for Bulma v1/,
  );
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText([
    'How it differs from plain Bulma',
    'Install',
    'A first example',
    'How props become Bulma classes',
    'Where to go next',
    // The block every docs page ends with (components/RelatedPages).
    'Related pages',
  ]);
  await expect(article.locator('pre', { hasText: 'npm install bulmatic bulma' })).toBeVisible();
  const mapping = article.getByRole('table');
  await expect(mapping.getByRole('columnheader')).toHaveText(['You write', 'Bulma class', 'Rule']);
  await expect(mapping.getByRole('row', { name: /isRounded/ })).toContainText('is-rounded');
  for (const href of ['/docs/guides/intro', '/docs/components/intro', '/docs/api/elements', '/blog']) {
    await expect(article.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(page.getByText('This tutorial shows you how')).toHaveCount(0);

  // The guides' sidebar, with this page first and current; the navbar's Getting Started leads here.
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link').first()).toHaveAttribute('href', INTRO);
  await expect(sidebar.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Quick start' })).toHaveAttribute('href', '/docs/guides/intro');
  await expect(page.locator('nav.navbar').getByRole('link', { name: 'Getting Started' })).toHaveAttribute(
    'href',
    INTRO,
  );
});

test('the first example on /docs/intro is live: it renders with Bulma and answers clicks and edits', async ({
  page,
}) => {
  await open(page, INTRO);
  const block = page.locator('[class*="playgroundContainer"]').first();
  await block.scrollIntoViewIfNeeded();
  const preview = block.getByTestId('live-preview');
  const subscribe = preview.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toHaveClass(/\bbutton\b.*\bis-primary\b/);
  await expect(preview.getByText('Monthly release notes')).toHaveClass(/\btitle\b.*\bis-4\b/);
  await subscribe.click();
  await expect(preview.getByRole('button', { name: 'Subscribed' })).toHaveClass(/\bbutton\b.*\bis-success\b/);

  await block.locator('pre').first().click();
  const editor = block.locator('[contenteditable]').first();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('<Tag color="warning">Edited</Tag>');
  await expect(preview.getByText('Edited')).toHaveClass(/\btag\b.*\bis-warning\b/);
});

test('the tutorial keeps its sidebar, now starting at its own introduction', async ({ page }) => {
  await open(page, TUTORIAL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial introduction');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
  await expect(
    sidebar.getByRole('button', { name: /Tutorial basics/ }).or(sidebar.getByRole('link', { name: /Tutorial basics/ })),
  ).toBeVisible();
  await expect(page.locator('.pagination-nav__link--next')).toHaveAttribute(
    'href',
    '/docs/tutorial-basics/create-a-document',
  );
  await expect(page.locator('footer').getByRole('link', { name: 'Tutorial' })).toHaveAttribute('href', TUTORIAL);
});

for (const mode of ['light', 'dark'] as const) {
  for (const path of [INTRO, TUTORIAL]) {
    test(`${path} has no serious or critical axe violation in ${mode} mode`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await storeColorMode(page, mode);
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.waitForLoadState('networkidle');
      // As in a11y.spec.ts: the previews show Bulma's own rendering, the subject of the page, not the site's interface.
      const { blocking } = await axeFindings(page, (axe) => axe.exclude('[data-testid="bulma-preview"]'));
      expect(blocking).toEqual([]);
      await context.close();
    });
  }
}
