import type { Page } from '@playwright/test';

/**
 * Elements of the reference tables marked `data-<key>` (`data-props-of`, `data-css-variables-of`) that reach past
 * the viewport or past their table, and the page's own width: a table must reflow, never widen the page.
 */
export async function tableOverflow(page: Page, key: 'propsOf' | 'cssVariablesOf') {
  return page.evaluate((datasetKey) => {
    const attribute = `data-${datasetKey.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    const viewport = document.documentElement.clientWidth;
    const wide: string[] = [];
    for (const wrapper of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
      const name = wrapper.dataset[datasetKey];
      const box = wrapper.getBoundingClientRect();
      if (wrapper.scrollWidth > wrapper.clientWidth) wide.push(`${name} scrolls sideways`);
      for (const element of [wrapper, ...wrapper.querySelectorAll('*')]) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0) continue;
        if (rect.width > viewport || rect.right > Math.min(viewport, box.right) + 0.5 || rect.left < box.left - 0.5) {
          wide.push(`${name}: <${element.tagName.toLowerCase()}> ${(element.textContent ?? '').slice(0, 40)}`);
        }
      }
    }
    return { wide, pageScrollWidth: document.documentElement.scrollWidth, viewport };
  }, key);
}
