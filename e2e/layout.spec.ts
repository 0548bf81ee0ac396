import { expect, open, test } from './fixtures';

test('the skip link moves focus to the main content', async ({ page }) => {
  await open(page, '/docs/intro');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  // The theme focuses <main> and lets it drop its temporary tabindex, so the browser's sequential focus starting
  // point is the main content: the next Tab lands there, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const insideMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(insideMain).toBe(true);
});

test.describe('announcement bar', () => {
  test('closes, stays closed after reload, and shows again when the stored id differs', async ({ page }) => {
    await open(page, '/');
    const announcement = page.locator('[class*="announcementBar_"]').first();
    await expect(announcement).toContainText('Bulma v1');
    await announcement.getByRole('button', { name: 'Close' }).click();
    await expect(announcement).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('support_v1');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bulmatic' })).toBeVisible();
    await expect(page.locator('[class*="announcementBar_"]')).toHaveCount(0);

    // A new announcement (another id) resets the dismissal.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'support_v0'));
    await page.reload();
    await expect(page.locator('[class*="announcementBar_"]').first()).toBeVisible();
  });
});

test('the navbar hides on scrolling down and comes back on scrolling up and near the top', async ({ page }) => {
  await open(page, '/docs/tutorial-basics/markdown-features');
  const navbar = page.locator('nav.navbar');
  // How much of the navbar is inside the viewport: all of it when shown, none when hidden.
  const shownHeight = async () => {
    const box = (await navbar.boundingBox())!;
    return Math.max(0, box.y + box.height);
  };
  const fullHeight = (await navbar.boundingBox())!.height;
  await expect.poll(shownHeight).toBeGreaterThanOrEqual(fullHeight);

  // A reader scrolls in several wheel steps; the theme compares each position with the previous one.
  const scrollBy = async (delta: number) => {
    for (let step = 0; step < 4; step += 1) {
      await page.mouse.wheel(0, delta / 4);
      await page.waitForTimeout(50);
    }
  };
  await page.mouse.move(640, 400);
  await scrollBy(1200);
  await expect.poll(shownHeight).toBe(0);

  await scrollBy(-300);
  await expect.poll(shownHeight).toBeGreaterThanOrEqual(fullHeight);

  await scrollBy(1200);
  await expect.poll(shownHeight).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect.poll(shownHeight).toBeGreaterThanOrEqual(fullHeight);
});

test('the navbar links Getting Started, Components, Blog and the source repository', async ({ page }) => {
  await open(page, '/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/docs/intro');
  await expect(navbar.getByRole('link', { name: 'Components' })).toHaveAttribute('href', /^\/docs\//);
  await expect(navbar.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
  await expect(navbar.getByRole('link', { name: 'Source code repository' })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\//,
  );
});

test('Components opens the API reference with its sidebar', async ({ page }) => {
  await open(page, '/');
  await page.locator('nav.navbar').getByRole('link', { name: 'Components' }).click();
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  for (const category of ['Elements', 'Components', 'Form']) {
    await expect(
      sidebar
        .getByRole('button', { name: new RegExp(`^${category}`) })
        .or(sidebar.getByRole('link', { name: category, exact: true }))
        .first(),
    ).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: 'Button', exact: true })).toBeVisible();
});

test('the footer has link columns, the logo and the copyright', async ({ page }) => {
  await open(page, '/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Learn', 'Reference', 'Project']);
  await expect(footer.getByRole('img', { name: 'Bulmatic logo' })).toBeVisible();
  await expect(footer).toContainText(/Copyright © \d{4} Bulmatic contributors/);
});

test('a sidebar category holding the active page is expanded on load', async ({ page }) => {
  await open(page, '/docs/tutorial-basics/create-a-page');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('button', { name: /Tutorial basics/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'Create a page' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('button', { name: /Tutorial extras/ })).toHaveAttribute('aria-expanded', 'false');
});

test('the table of contents lists levels 2 and 3 only', async ({ page }) => {
  await open(page, '/docs/tutorial-basics/markdown-features');
  const toc = page.locator('.table-of-contents').first();
  const tocTargets = await toc
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
  expect(tocTargets.length).toBeGreaterThan(0);
  const levels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.tagName), tocTargets);
  expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
});
