import type { Locator, Page } from '@playwright/test';
import { chunkContaining } from './buildFiles';
import { expect, open, storeColorMode, test } from './fixtures';
import { axeFindings } from './axe';

const BUTTON_PAGE = '/docs/api/elements/button';

function configurator(page: Page, of: string): Locator {
  return page.getByRole('region', { name: `${of} configurator` });
}

/** The live preview's stage (the server's first preview is drawn in the gallery's frame instead). */
function liveStage(section: Locator): Locator {
  return section.getByTestId('configurator-preview').locator('.bulmatic-preview');
}

/** Where an element is on the page (not the viewport, which hovering may scroll). */
function pagePosition(element: Locator): Promise<{ x: number; y: number }> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: box.left + window.scrollX, y: box.top + window.scrollY };
  });
}

/** The live preview's button, once the reader has reached for the configurator and the preview's code arrived. */
async function previewButton(section: Locator): Promise<Locator> {
  await section.scrollIntoViewIfNeeded();
  await section.hover();
  const button = liveStage(section).locator('.button');
  await expect(button).toBeVisible();
  return button;
}

test('choosing props renders them in the preview and writes them in the JSX', async ({ page }) => {
  await open(page, BUTTON_PAGE);
  const section = configurator(page, 'Button');
  const button = await previewButton(section);
  const jsx = section.getByTestId('configurator-jsx');
  await expect(jsx).toContainText('<Button>Save changes</Button>');

  await section.getByLabel('color', { exact: true }).selectOption('danger');
  await section.getByRole('group', { name: 'size' }).getByRole('radio', { name: 'large' }).check();
  await section.getByRole('switch', { name: 'isOutlined' }).check();

  await expect(button).toHaveClass(/\bis-danger\b/);
  await expect(button).toHaveClass(/\bis-large\b/);
  await expect(button).toHaveClass(/\bis-outlined\b/);
  await expect(jsx).toContainText('<Button color="danger" size="large" isOutlined>');

  // Back to the default: the prop leaves the code and the class leaves the preview.
  await section.getByRole('group', { name: 'size' }).getByRole('radio', { name: 'default' }).check();
  await expect(jsx).toContainText('<Button color="danger" isOutlined>');
  await expect(button).not.toHaveClass(/\bis-large\b/);
});

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: a CSS variable edited in the configurator repaints the preview and is in the CSS shown`, async ({
    page,
  }) => {
    await storeColorMode(page, mode);
    await open(page, BUTTON_PAGE);
    const section = configurator(page, 'Button');
    // The server's drawing shows the reader's mode before any of the preview's code has run.
    await expect(
      section.getByTestId('configurator-preview').locator(`.gallery-stage[data-theme="${mode}"] .button`),
    ).toBeVisible();
    const button = await previewButton(section);
    await expect(liveStage(section)).toHaveAttribute('data-theme', mode);
    await section.getByLabel('color', { exact: true }).selectOption('danger');
    await expect(button).toHaveClass(/\bis-danger\b/);
    const before = await button.evaluate((element) => getComputedStyle(element).backgroundColor);

    await section.getByRole('tab', { name: 'CSS variables' }).click();
    const hue = section.getByRole('slider', { name: '--bulma-button-h', exact: true });
    // The slider starts from the element's own value: Bulma's danger hue, which `.button.is-danger` sets.
    await expect(hue).toBeEnabled();
    const dangerHue = await button.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--bulma-danger-h'),
    );
    await expect(hue).toHaveValue(String(parseFloat(dangerHue)));
    // As a keyboard reader would: Home takes the hue to 0 (red), Page Up steps on towards green.
    await hue.focus();
    await page.keyboard.press('Home');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('PageUp');
    const value = await hue.inputValue();
    expect(Number(value)).toBeGreaterThan(0);

    await expect
      .poll(() => button.evaluate((element) => getComputedStyle(element).getPropertyValue('--bulma-button-h').trim()))
      .toBe(value);
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(before);
    const css = section.getByTestId('configurator-css');
    await expect(css).toContainText('.button.is-danger {');
    await expect(css).toContainText(`--bulma-button-h: ${value};`);

    // Reset puts Bulma's value back.
    await section.getByRole('button', { name: 'Reset variables' }).click();
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(before);
    await expect(css).not.toContainText('--bulma-button-h');

    const { blocking } = await axeFindings(page, (axe) =>
      axe.include('[data-configurator]').exclude('[data-testid="bulma-preview"]'),
    );
    expect(blocking).toEqual([]);
  });
}

test('the tabs follow the arrow keys, and each tab shows its own panel', async ({ page }) => {
  await open(page, BUTTON_PAGE);
  const section = configurator(page, 'Button');
  await previewButton(section);
  const propsTab = section.getByRole('tab', { name: 'Props' });
  await propsTab.focus();
  await page.keyboard.press('ArrowRight');
  const variablesTab = section.getByRole('tab', { name: 'CSS variables' });
  await expect(variablesTab).toBeFocused();
  await expect(variablesTab).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('tabpanel', { name: 'CSS variables' })).toBeVisible();
  await expect(section.getByRole('tabpanel', { name: 'Props' })).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(propsTab).toBeFocused();
  await expect(section.getByRole('tabpanel', { name: 'Props' })).toBeVisible();
});

test('at 375 px the configurator fits the screen and its controls work', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await open(page, BUTTON_PAGE);
  const section = configurator(page, 'Button');
  await section.scrollIntoViewIfNeeded();
  // A touch on a control is the reader reaching for it: the live preview arrives and shows the choice.
  await section.getByRole('group', { name: 'size' }).getByRole('radio', { name: 'small' }).tap();
  await expect(liveStage(section).locator('.button')).toHaveClass(/\bis-small\b/);
  const box = await section.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});

test('every configured component page renders its configurator with a preview from its own code', async ({ page }) => {
  test.slow();
  const pages: Record<string, string> = {
    Tag: '/docs/api/elements/tag',
    Notification: '/docs/api/elements/notification',
    Progress: '/docs/api/elements/progress',
    Title: '/docs/api/elements/title',
    Message: '/docs/api/components/message',
    Card: '/docs/api/components/card',
    Hero: '/docs/api/layout/hero',
    Field: '/docs/api/form/field',
    Input: '/docs/api/form/input',
    Select: '/docs/api/form/select',
    Tabs: '/docs/api/components/tabs',
    Pagination: '/docs/api/components/pagination',
    Columns: '/docs/api/columns',
    Grid: '/docs/api/grid',
  };
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [name, route] of Object.entries(pages)) {
    await open(page, route);
    const section = configurator(page, name);
    await section.scrollIntoViewIfNeeded();
    const drawn = section.getByTestId('configurator-preview').locator('.gallery-stage[data-theme="light"]');
    // The server drew the starting code, and the live preview draws it again once the reader reaches for it;
    // no error is shown in its place.
    await expect(drawn.locator('[class]').first()).toBeVisible();
    await section.hover();
    await expect(liveStage(section).locator('[class]').first()).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.getByTestId('configurator-jsx')).toContainText(`<${name}`);
  }
  expect(errors).toEqual([]);
});

test('a configurator whose preview fails to load says so, keeps its controls, and Retry recovers', async ({ page }) => {
  const chunk = chunkContaining('ConfiguratorLivePreview');
  let fail = true;
  await page.route(`**${chunk}`, (route) => (fail ? route.abort('failed') : route.continue()));
  await open(page, BUTTON_PAGE);
  const section = configurator(page, 'Button');
  await section.scrollIntoViewIfNeeded();
  await section.hover();
  const alert = section.getByRole('alert');
  await expect(alert).toContainText('The preview could not be loaded');
  // The controls and the code work without the preview.
  await section.getByRole('switch', { name: 'isRounded' }).check();
  await expect(section.getByTestId('configurator-jsx')).toContainText('<Button isRounded>');

  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(liveStage(section).locator('.button')).toHaveClass(/\bis-rounded\b/);
  await expect(alert).toBeHidden();
});

test('the server draws the first preview, and the live one loads only when the reader reaches for it', async ({
  page,
}) => {
  const chunk = chunkContaining('ConfiguratorLivePreview');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(chunk)) requested.push(request.url());
  });
  await open(page, BUTTON_PAGE);
  const section = configurator(page, 'Button');
  const drawn = section.getByTestId('configurator-preview').locator('.gallery-stage[data-theme="light"] .button');
  await expect(drawn).toHaveText('Save changes');
  await expect(drawn).toHaveClass('button');
  // The page has started and gone quiet with the configurator in view: its live preview is not among what loaded.
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  const drawnAt = await pagePosition(drawn);
  await section.hover();
  const live = liveStage(section).locator('.button');
  await expect(live).toHaveText('Save changes');
  expect(requested).toHaveLength(1);
  // The live preview took the server's place, and drew the button where the server had.
  await expect(drawn).toHaveCount(0);
  const liveAt = await pagePosition(live);
  expect(Math.abs(liveAt.x - drawnAt.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(liveAt.y - drawnAt.y)).toBeLessThanOrEqual(1);
});
