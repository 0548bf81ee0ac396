import type { Page } from '@playwright/test';
import { APPS, type AppName } from './packedApps';
import { expect, open, test } from './fixtures';

/** Hover shows the tooltip, Escape hides it; focus shows it, Escape hides it and leaves focus on the trigger. */
async function checkTooltip(page: Page, triggerName: string, text: string): Promise<void> {
  const trigger = page.getByRole('button', { name: triggerName });
  const tooltip = page.locator('[role="tooltip"]', { hasText: text });
  await expect(tooltip).toBeHidden();
  await expect(trigger).toHaveAccessibleDescription(text);

  await trigger.hover();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await page.mouse.move(0, 0);

  await trigger.focus();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** A click opens the popover and moves focus to its field; Escape closes it and gives focus back. */
async function checkPopover(page: Page, triggerName: string, fieldName: string): Promise<void> {
  const trigger = page.getByRole('button', { name: triggerName });
  const popover = page.getByRole('dialog', { name: triggerName });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await trigger.click();
  await expect(popover).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(popover.getByRole('textbox', { name: fieldName })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
}

/** A click opens the first item; the arrow keys and End move between headers; one item is open at a time. */
async function checkAccordion(page: Page, [first, second]: [string, string], firstText: string): Promise<void> {
  const firstHeader = page.getByRole('button', { name: first });
  const secondHeader = page.getByRole('button', { name: second });
  await expect(firstHeader).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(firstText)).toBeHidden();

  await firstHeader.click();
  await expect(firstHeader).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: first })).toBeVisible();
  await expect(page.getByText(firstText)).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await expect(secondHeader).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(firstHeader).toBeFocused();
  await page.keyboard.press('End');
  await expect(secondHeader).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(secondHeader).toHaveAttribute('aria-expanded', 'true');
  await expect(firstHeader).toHaveAttribute('aria-expanded', 'false');
}

/** The arrow keys move the slider by its step. */
async function checkSlider(page: Page, name: string, start: number): Promise<void> {
  const slider = page.getByRole('slider', { name });
  await expect(slider).toHaveValue(String(start));
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue(String(start + 1));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue(String(start - 1));
}

// The same components in both apps (shared/StaticDemos.tsx and shared/StatefulDemos.tsx), used as a reader would use
// them. In Next.js the static half is a server component and the stateful half a client component inside it; the
// Next.js page also renders some of the library's client components itself, checked at the end.
const TITLES: Record<AppName, string> = { vite: 'Vite app', next: 'Next.js app (App Router, next start)' };

for (const app of APPS) {
  test.describe(TITLES[app], () => {
    test.use({ app });

    test('renders every component with Bulma and the extras stylesheet, with no console message', async ({ page }) => {
      await open(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bulmatic in /);
      // Bulma v1's primary: hsl(171deg 100% 41%).
      await expect(page.getByTestId('primary-button')).toHaveCSS('background-color', 'rgb(0, 209, 178)');
      // extras.css declares each extra's variables on its root class.
      const switchWidth = await page
        .locator('.switch')
        .evaluate((element) => getComputedStyle(element).getPropertyValue('--bulma-switch-width'));
      expect(switchWidth.trim()).toBe('2.75em');
      for (const name of ['Save', 'Filters', 'Notify', 'Actions', 'Delete file', 'Inbox', 'Shipping', 'Returns']) {
        await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('switch', { name: 'Email me' })).toBeVisible();
      await expect(page.getByRole('slider', { name: 'Volume' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'main navigation' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
    });

    test('the tooltip shows on hover and on focus, and Escape hides it', async ({ page }) => {
      await open(page);
      await checkTooltip(page, 'Save', 'Keeps a draft on this device');
    });

    test('the popover opens on click, takes focus, and Escape gives it back to the trigger', async ({ page }) => {
      await open(page);
      await checkPopover(page, 'Filters', 'Colour');
    });

    test('toast() from a button shows a status message that goes away by itself', async ({ page }) => {
      await open(page);
      const toaster = page.getByRole('region', { name: 'Notifications' });
      await page.getByRole('button', { name: 'Notify' }).click();
      const message = toaster.getByRole('status');
      await expect(message).toBeVisible();
      await expect(message).toContainText('Draft saved');
      // Its duration is 1.5 s, then it plays its exit and is removed.
      await expect(message).toHaveCount(0);
    });

    test('the accordion opens with a click and its headers move with the arrow keys', async ({ page }) => {
      await open(page);
      await checkAccordion(page, ['Shipping', 'Returns'], 'Ships in two days.');
    });

    test('the switch toggles with Space', async ({ page }) => {
      await open(page);
      const toggle = page.getByRole('switch', { name: 'Email me' });
      await expect(toggle).toHaveAccessibleDescription('At most once a day');
      await expect(toggle).not.toBeChecked();
      await toggle.focus();
      await page.keyboard.press('Space');
      await expect(toggle).toBeChecked();
      await page.keyboard.press('Space');
      await expect(toggle).not.toBeChecked();
    });

    test('the slider moves with the arrow keys and shows its value', async ({ page }) => {
      await open(page);
      await checkSlider(page, 'Volume', 40);
      // showValue: an <output> tied to the input shows the value.
      await expect(page.locator('output')).toHaveText('39');
    });

    test('the steps mark the current step', async ({ page }) => {
      await open(page);
      const steps = page.getByRole('list', { name: 'Checkout' });
      const current = steps.locator('[aria-current="step"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText('Payment');
      await expect(steps.getByRole('listitem')).toHaveCount(3);
    });

    test('the badge shows its count and gives its label to screen readers', async ({ page }) => {
      await open(page);
      const badge = page.getByTestId('badge');
      await expect(badge).toContainText('5');
      // The label is visually hidden text that describes the wrapped button.
      const hidden = badge.locator('.is-sr-only');
      await expect(hidden).toHaveText('5 unread messages');
      await expect(page.getByRole('button', { name: 'Inbox' })).toHaveAccessibleDescription('5 unread messages');
    });

    test('the modal opens from a button and Escape closes it, returning focus', async ({ page }) => {
      await open(page);
      const opener = page.getByRole('button', { name: 'Delete file' });
      const dialog = page.getByRole('dialog', { name: 'Delete file' });
      await expect(dialog).toHaveCount(0);
      await opener.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('the dropdown opens on click and Escape closes it', async ({ page }) => {
      await open(page);
      const trigger = page.getByRole('button', { name: 'Actions' });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeHidden();
    });

    test('the navbar burger opens the menu on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page);
      const burger = page.getByRole('button', { name: 'Menu' });
      const docs = page.getByRole('link', { name: 'Docs' });
      await expect(docs).toBeHidden();
      await burger.click();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await expect(docs).toBeVisible();
    });

    test('the tabs keep their tabs in the tablist, each controlling a panel, and switch with keys', async ({
      page,
    }) => {
      // In the Next.js app Tabs is rendered from a server component: its TabsTab and TabsPanel children reach it as
      // client references, which it must still tell apart.
      await open(page);
      const tablist = page.getByRole('tablist', { name: 'Media' });
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await expect(tablist.getByRole('tab')).toHaveCount(3);
      await expect(tablist.getByRole('tabpanel')).toHaveCount(0);
      for (const tab of await tabs.all()) {
        const controls = await tab.getAttribute('aria-controls');
        expect(controls, `aria-controls of ${await tab.textContent()}`).toBeTruthy();
        await expect(page.locator(`[id="${controls}"]`)).toHaveAttribute('role', 'tabpanel');
      }
      await expect(page.getByRole('tabpanel', { name: 'Pictures' })).toHaveText('Holiday photos');

      await page.getByRole('tab', { name: 'Music' }).click();
      await expect(page.getByRole('tab', { name: 'Music' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Music' })).toHaveText('Playlists');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Videos' })).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: 'Videos' })).toHaveText('Home movies');
    });
  });
}

test.describe('Next.js app: library client components rendered straight from the server page', () => {
  test.use({ app: 'next' });

  test('a tooltip with text content', async ({ page }) => {
    await open(page);
    await checkTooltip(page, 'Share', 'Copies a link to this page');
  });

  test('a popover written with its flat part names', async ({ page }) => {
    await open(page);
    await checkPopover(page, 'Sort', 'Order');
  });

  test('an accordion written with its flat part names', async ({ page }) => {
    await open(page);
    await checkAccordion(page, ['Sizes', 'Colours'], 'From S to XL.');
  });

  test('a slider with a default value', async ({ page }) => {
    await open(page);
    await checkSlider(page, 'Brightness', 70);
  });
});
