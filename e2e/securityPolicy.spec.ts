import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { searchFor, searchModal } from './searchModal';

/** Collects every Content-Security-Policy violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

test('every response carries the Content-Security-Policy, and the site, live code and search work under it', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'unsafe-eval' 'sha256-/);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The inline colour-mode script ran: the theme attribute is set before React starts.
  await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);

  // Live code compiles the reader's edit and renders it.
  await open(page, '/docs/api/elements/button');
  const block = page.locator('[class*="playgroundContainer"]').first();
  // The editor arrives when the reader goes to edit: clicking the code brings it, with the focus in it.
  await block.locator('pre').first().click();
  await expect(block.locator('[contenteditable]').first()).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('<Button color="danger">Compiled under the policy</Button>');
  await expect(
    block.getByTestId('live-preview').getByRole('button', { name: 'Compiled under the policy' }),
  ).toBeVisible();

  // Search, with its insights events.
  await searchFor(page, 'modal');
  await expect(searchModal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/components\/modal$/);

  expect(violations).toEqual([]);
});

test('API answers carry the security headers too', async ({ request }) => {
  const response = await request.post(
    '/1/indexes/*/queries?x-algolia-application-id=BULMATIC&x-algolia-api-key=bulmatic-search-only',
    {
      data: { requests: [{ indexName: 'bulmatic', query: 'button' }] },
    },
  );
  expect(response.status()).toBe(200);
  for (const header of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
    expect(response.headers()[header], header).toBeTruthy();
  }
});
