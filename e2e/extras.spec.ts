/**
 * The API pages of the extras (the components Bulma lacks, styled by the library's extras stylesheet): every live
 * example renders in its preview without an error, styled by the extras stylesheet the previews load beside
 * Bulma's; the floating parts (a tooltip, a popover's box, the toasts) work inside a preview's shadow root; the
 * configurators draw their first preview on the server and the live one when reached for; the CSS variables tables
 * list the partials' variables; and axe finds nothing serious in the previews themselves, which the site-wide scan
 * leaves out (there they show Bulma's own colours; here the components are the library's).
 */
import type { Locator, Page } from '@playwright/test';
import { axeFindings, openInColorMode } from './axe';
import { expect, open, test } from './fixtures';

/**
 * Each extras page, the root class its first example renders (the toasts' is the Toaster's) and one of the
 * variables the extras stylesheet declares on that class, with its default.
 */
const PAGES = {
  switch: ['switch', '--bulma-switch-width', '2.75em'],
  slider: ['slider', '--bulma-slider-thumb-size', '1.25em'],
  steps: ['steps', '--bulma-steps-marker-size', '2em'],
  badge: ['badge', '--bulma-badge-size', '1.25rem'],
  tooltip: ['tooltip', '--bulma-tooltip-max-width', '20rem'],
  popover: ['popover', '--bulma-popover-min-width', '12rem'],
  toast: ['toaster', '--bulma-toaster-width', '24rem'],
  accordion: ['accordion', '--bulma-accordion-icon-size', '0.5em'],
} as const;

const route = (page: keyof typeof PAGES) => `/docs/api/extras/${page}`;

/** Records console errors and uncaught exceptions from the moment it is called. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A CSS value with `.5em` written `0.5em`: the same length, however the stylesheet's minifier wrote it. */
const withLeadingZeros = (value: string) => value.replace(/(^|[^\d.])\.(\d)/g, '$10.$2');

/** The live examples' blocks, which stay in place while the live playground takes the static one's place. */
const liveBlocks = (page: Page) => page.locator('[data-live-example]');

/** The n-th live example's result pane, scrolled to the middle of the window and drawn. */
async function livePreview(page: Page, index: number): Promise<Locator> {
  const block = liveBlocks(page).nth(index);
  await block.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const preview = block.getByTestId('live-preview');
  await expect(preview.locator('.bulmatic-preview *').filter({ visible: true }).first()).toBeVisible();
  return preview;
}

for (const [name, [rootClass, variable, value]] of Object.entries(PAGES)) {
  test(`${name}: every live example renders, styled by the extras stylesheet, without an error`, async ({ page }) => {
    const errors = errorsOf(page);
    await open(page, route(name as keyof typeof PAGES));
    const count = await liveBlocks(page).count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < count; index++) {
      const preview = await livePreview(page, index);
      // A render error shows in the preview's place, a code error under it.
      await expect(preview.getByText(/This page crashed|SyntaxError|is not defined/)).toHaveCount(0);
    }
    const root = (await livePreview(page, 0)).locator(`.${rootClass}`).first();
    const declared = await root.evaluate(
      (element, property) => getComputedStyle(element).getPropertyValue(property),
      variable,
    );
    expect(withLeadingZeros(declared.trim()), `${variable} on .${rootClass}`).toBe(value);
    expect(errors).toEqual([]);
  });
}

test('a switch is drawn as a track that slides its thumb, and toggles with a click on its label', async ({ page }) => {
  await open(page, route('switch'));
  const preview = await livePreview(page, 0);
  const control = preview.getByRole('switch', { name: 'Email me when someone replies' });
  const track = preview.locator('.switch-track');
  // 2.75em by 1.5em at Bulma's 16 px body size.
  await expect(track).toHaveCSS('width', '44px');
  await expect(track).toHaveCSS('height', '24px');
  await expect(control).not.toBeChecked();
  await preview.getByText('Email me when someone replies').click();
  await expect(control).toBeChecked();
  // On, the track takes the link colour, Bulma's hsl(233, 100%, 63%), a shade darker under the pointer.
  await expect(track).toHaveCSS('background-color', 'rgb(41, 66, 255)');
  await page.mouse.move(0, 0);
  await expect(track).toHaveCSS('background-color', 'rgb(66, 88, 255)');
});

test('a tooltip opens next to its trigger inside the preview, on focus at once, and closes on Escape', async ({
  page,
}) => {
  await open(page, route('tooltip'));
  const preview = await livePreview(page, 0);
  const trigger = preview.getByRole('button', { name: 'Share' });
  const tooltip = preview.getByRole('tooltip');
  await expect(tooltip).toBeHidden();
  await trigger.focus();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText('Copies a link to this page');
  await expect(trigger).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
  await expect(tooltip).toHaveCSS('position', 'fixed');
  // Above the button and centred on it, a few pixels away: placed in the window, not at the preview's corner.
  const [button, box] = [(await trigger.boundingBox())!, (await tooltip.boundingBox())!];
  expect(button.y - (box.y + box.height)).toBeGreaterThan(2);
  expect(button.y - (box.y + box.height)).toBeLessThan(16);
  expect(Math.abs(box.x + box.width / 2 - (button.x + button.width / 2))).toBeLessThan(2);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(trigger).toBeFocused();

  // The pointer opens it after the open delay.
  const placements = await livePreview(page, 1);
  await placements.getByRole('button', { name: 'Right', exact: true }).hover();
  const right = placements.getByRole('tooltip', { name: 'To the right' });
  await expect(right).toBeVisible();
  await expect(right).toHaveClass(/\bis-right\b/);
});

test('a popover opens its box below the trigger inside the preview, moves focus in, and closes', async ({ page }) => {
  await open(page, route('popover'));
  const preview = await livePreview(page, 0);
  const trigger = preview.getByRole('button', { name: 'What is a workspace?' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const dialog = preview.getByRole('dialog', { name: 'What is a workspace?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('position', 'fixed');
  const [button, box] = [(await trigger.boundingBox())!, (await dialog.boundingBox())!];
  expect(box.y - (button.y + button.height)).toBeGreaterThan(2);
  expect(box.y - (button.y + button.height)).toBeLessThan(16);
  // Focus is on the close button, the first thing in the box that takes it.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // A click outside closes it too.
  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.locator('article h1').click();
  await expect(dialog).toBeHidden();
});

test('toasts stack in the bottom right corner of the window, above the page, and close', async ({ page }) => {
  const errors = errorsOf(page);
  await open(page, route('toast'));
  const preview = await livePreview(page, 0);
  await preview.getByRole('button', { name: 'Copy link' }).click();
  await preview.getByRole('button', { name: 'Upload' }).click();
  const region = preview.getByRole('region', { name: 'Notifications' });
  const copied = region.getByRole('status').filter({ hasText: 'Link copied to the clipboard' });
  const failed = region.getByRole('alert').filter({ hasText: 'The upload failed' });
  await expect(copied).toBeVisible();
  await expect(failed).toBeVisible();
  await expect(failed).toHaveClass(/\bnotification\b.*\btoast\b.*\bis-danger\b/);
  // The newest is nearest the edge, and the stack keeps 1rem from the window's corner once the toasts have slid in.
  const viewport = page.viewportSize()!;
  const gaps = async () => {
    const box = (await failed.boundingBox())!;
    return [Math.round(viewport.width - (box.x + box.width)), Math.round(viewport.height - (box.y + box.height))];
  };
  await expect.poll(gaps).toEqual([16, 16]);
  expect((await failed.boundingBox())!.y).toBeGreaterThan((await copied.boundingBox())!.y);
  // Nothing of the site covers it.
  const onTop = await failed.evaluate((toast) => {
    const box = toast.getBoundingClientRect();
    const host = toast.getRootNode() as ShadowRoot;
    return (
      host.elementFromPoint(box.left + 10, box.top + 10) === toast ||
      toast.contains(host.elementFromPoint(box.left + 10, box.top + 10))
    );
  });
  expect(onTop).toBe(true);

  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(failed).toBeHidden();
  await preview.getByRole('button', { name: 'Dismiss all' }).click();
  await expect(copied).toBeHidden();

  // "Save" turns one toast into another in place.
  await preview.getByRole('button', { name: 'Save' }).click();
  await expect(region.getByText('Saving your changes…')).toBeVisible();
  await expect(region.getByText('Changes saved')).toBeVisible();
  await expect(region.getByText('Saving your changes…')).toBeHidden();
  expect(errors).toEqual([]);
});

test('an accordion opens one item at a time and moves between headers with the arrow keys', async ({ page }) => {
  await open(page, route('accordion'));
  const preview = await livePreview(page, 0);
  const returns = preview.getByRole('button', { name: 'Can I return an item?' });
  const shipping = preview.getByRole('button', { name: 'How long does delivery take?' });
  await expect(returns).toHaveAttribute('aria-expanded', 'true');
  await shipping.click();
  await expect(shipping).toHaveAttribute('aria-expanded', 'true');
  await expect(returns).toHaveAttribute('aria-expanded', 'false');
  await expect(preview.getByRole('region', { name: 'How long does delivery take?' })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(returns).toBeFocused();
});

const CONFIGURED = {
  Switch: 'switch',
  Slider: 'slider',
  Steps: 'steps',
  Badge: 'badge',
  Tooltip: 'tooltip',
} as const;

test('the configurators of the extras draw a first preview on the server and a live one when reached for', async ({
  page,
}) => {
  test.slow();
  const errors = errorsOf(page);
  for (const [name, slug] of Object.entries(CONFIGURED)) {
    await open(page, route(slug));
    const section = page.getByRole('region', { name: `${name} configurator` });
    await section.scrollIntoViewIfNeeded();
    const drawn = section.getByTestId('configurator-preview').locator('.gallery-stage[data-theme="light"]');
    const subject = drawn.locator(`.${slug}`).first();
    await expect(subject).toBeVisible();
    // Everything the server drew stays inside its frame, the tooltip included.
    const [frame, inside] = [(await drawn.boundingBox())!, (await drawn.locator('.gallery-subject').boundingBox())!];
    for (const element of await drawn.locator('.gallery-subject *').all()) {
      const box = await element.boundingBox();
      if (!box) continue;
      expect(box.x, `${name}: ${await element.getAttribute('class')}`).toBeGreaterThanOrEqual(frame.x - 1);
      expect(box.y + box.height, `${name}: ${await element.getAttribute('class')}`).toBeLessThanOrEqual(
        frame.y + frame.height + 1,
      );
    }
    expect(inside.width).toBeGreaterThan(0);
    await section.hover();
    const live = section.getByTestId('configurator-preview').locator('.bulmatic-preview');
    await expect(live.locator(`.${slug}`).first()).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.getByTestId('configurator-jsx')).toContainText(`<${name}`);
  }
  expect(errors).toEqual([]);
});

test("a configurator edits an extra's CSS variables, read from its partial", async ({ page }) => {
  await open(page, route('switch'));
  const section = page.getByRole('region', { name: 'Switch configurator' });
  await section.scrollIntoViewIfNeeded();
  await section.hover();
  await expect(section.getByTestId('configurator-preview').locator('.bulmatic-preview .switch')).toBeVisible();
  await section.getByRole('tab', { name: 'CSS variables' }).click();
  await expect(section.getByRole('tabpanel', { name: 'CSS variables' })).toContainText('--bulma-switch-width');
});

test('the CSS variables tables list the variables of the extras stylesheet, and say where they are declared', async ({
  page,
}) => {
  await open(page, route('badge'));
  const table = page.locator('[data-css-variables-of="Badge"]');
  await expect(table).toContainText('bulmatic/extras.css');
  await expect(table).toContainText('.bulma-badge');
  const row = table.getByRole('row', { name: /--bulma-badge-size/ });
  await expect(row).toContainText('1.25rem');

  await open(page, route('toast'));
  // A toast is a notification too: its own table, then Bulma's notification's.
  await expect(page.locator('[data-css-variables-of="Toast"] caption')).toHaveText([
    'Variables on .toast',
    'Variables on .notification',
  ]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: axe finds no serious or critical violation in the extras' own live examples`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    for (const name of Object.keys(PAGES)) {
      const { page, context } = await openInColorMode(browser, baseURL, route(name as keyof typeof PAGES), mode);
      const count = await liveBlocks(page).count();
      for (let index = 0; index < count; index++) await livePreview(page, index);
      const { blocking, passes } = await axeFindings(page, (axe) => axe.include('[data-testid="live-preview"]'));
      expect(blocking, name).toEqual([]);
      expect(passes, name).toBeGreaterThan(5);
      await context.close();
    }
  });
}
