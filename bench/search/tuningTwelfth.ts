/**
 * A twelfth tuning set, written on 2026-11-29 by a helper who ran no search and read no other query set or the
 * synonyms, from the site's Markdown twins: questions and tasks as a developer types them (about one in eight with a
 * typo), and everyday words and other kits' names, about 60% for the reference pages. Of the 80 queries written, 51
 * were taken out before any tuning: 47 that repeated or nearly repeated a query of another set (word overlap of 0.4
 * or more, or 0.34 on the same page) and 4 the writer called doubtful (another page answers about as well). Before
 * any change for it, ours found 66% of the rest (19 of 29: questions 44%, everyday words 100%), lunr 38% and
 * MiniSearch 48%.
 */
import type {BenchQuery} from './queries.js';

export const TUNING_TWELFTH: BenchQuery[] = [
  // Questions.
  {kind: 'question', query: 'plain container with a shadow and rounded corners around a login form, no header or footer needed', expect: '/docs/api/elements/box'},
  {kind: 'question', query: 'put the icon after the link text instead of before it', expect: '/docs/api/elements/icontext'},
  {kind: 'question', query: 'embed a youtube iframe that keeps a 16:9 shape when resizing', expect: '/docs/api/elements/image'},
  {kind: 'question', query: 'progress bar for step 3 of 5 in a setup wizard, not a percentage', expect: '/docs/api/elements/progress'},
  {kind: 'question', query: 'small lighter line of text above the main heading, like an eyebrow', expect: '/docs/api/elements/subtitle'},
  {kind: 'question', query: 'two labels glued together like a version badge, name on the left and value on the right', expect: '/docs/api/elements/tags'},
  {kind: 'question', query: 'coloured callout box with its own title bar and a close button', expect: '/docs/api/components/message'},
  {kind: 'question', query: 'page behind the open dialog still scrolls', expect: '/docs/api/components/modal'},
  {kind: 'question', query: 'top nav bar pinned to the top hides the first part of my page content', expect: '/docs/api/components/navbar'},
  {kind: 'question', query: 'page number links with ... between the first and last pages', expect: '/docs/api/components/pagination'},
  {kind: 'question', query: 'input and submit button on one line with a gap between them, not stuck together', expect: '/docs/api/form/field'},
  {kind: 'question', query: 'checkbox showing a dash when only some items are selected', expect: '/docs/api/form/checkbox'},
  {kind: 'question', query: 'plain page section at least as tall as the browser window', expect: '/docs/api/layout/section'},
  {kind: 'question', query: 'dark themed card in the middle of an otherwise light page', expect: '/docs/api/helpers/theme'},
  {kind: 'question', query: 'do i have to install bulma myself or does it come with the package', expect: '/docs/guides/getting-started/installation'},
  {kind: 'question', query: 'what type is the ref when a component renders as an anchor tag', expect: '/docs/guides/getting-started/syntax'},
  {kind: 'question', query: 'add a dark mode toggle button that switches the whole page', expect: '/docs/guides/features/css-variables'},
  {kind: 'question', query: 'why does bulma store each colour as separate hue saturation and lightness variables', expect: '/blog/2025/09/24/bulma-v1-css-variables'},

  // Everyday words.
  {kind: 'everyday', query: 'bootstrap alert dismissable', expect: '/docs/api/elements/notification'},
  {kind: 'everyday', query: 'breadcrums with react router link', expect: '/docs/api/components/breadcrumb'},
  {kind: 'everyday', query: 'admin sidebar navigation with nested links', expect: '/docs/api/components/menu'},
  {kind: 'everyday', query: 'pill shaped toggle tabs', expect: '/docs/api/components/tabs'},
  {kind: 'everyday', query: 'multi select listbox', expect: '/docs/api/form/select'},
  {kind: 'everyday', query: 'css grid auto-fit minmax card gallery', expect: '/docs/api/grid'},
  {kind: 'everyday', query: 'bootstrap jumbotorn', expect: '/docs/api/layout/hero'},
  {kind: 'everyday', query: 'clsx equivalent conditional class names', expect: '/docs/api/helpers/classnames'},
  {kind: 'everyday', query: 'tailwind p-4 mt-2 spacing scale', expect: '/docs/guides/helpers/margin-and-padding'},
  {kind: 'everyday', query: 'sidebars.ts add new doc', expect: '/docs/tutorial-basics/create-a-document'},
  {kind: 'everyday', query: 'i18n french locale transalte docs', expect: '/docs/tutorial-extras/translate-your-site'},
];
