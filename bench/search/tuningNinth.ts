/**
 * A ninth tuning set, written on 2026-11-28 from the site's pages (docs, guides, tutorial and blog sources) by a
 * helper who ran no search and read no other query set or the synonyms: questions and tasks as a developer types them
 * (a few with typos), and everyday words and other kits' names, one page each over 70 pages. Of the 70 queries written,
 * 46 were taken out before any tuning: 44 that repeated or nearly repeated a query of another set (word overlap of
 * 0.4 or more, or 0.34 on the same page) and two more the writer called doubtful. Before any change for it, ours
 * found 54% of the rest (13 of 24), lunr 54% and MiniSearch 50%.
 */
import type {BenchQuery} from './queries.js';

export const TUNING_NINTH: BenchQuery[] = [
  // Questions.
  {kind: 'question', query: 'does the dropdwon close when i click outside', expect: '/docs/api/components/dropdown'},
  {kind: 'question', query: 'how to set my own $primary colour when compiling bulma with sass', expect: '/docs/guides/features/sass-customization'},
  {kind: 'question', query: 'how to set the min width of columns in the smart grid', expect: '/docs/api/grid'},
  {kind: 'question', query: 'how to remove the gap betwen columns', expect: '/docs/api/columns'},
  {kind: 'question', query: 'why does a disabled pagination link still navigate when clicked', expect: '/docs/api/components/pagination'},
  {kind: 'question', query: 'spinner inside the input while it searches', expect: '/docs/api/form/control'},
  {kind: 'question', query: 'can a select allow picking several options', expect: '/docs/api/form/select'},
  {kind: 'question', query: 'disable the resize handle on a textarea', expect: '/docs/api/form/textarea'},
  {kind: 'question', query: 'display which file the user picked beside the upload button', expect: '/docs/api/form/file'},
  {kind: 'question', query: 'different prop value per screen size', expect: '/docs/guides/getting-started/responsiveness'},
  {kind: 'question', query: 'where do i set SITE_URL for the sitemap', expect: '/docs/tutorial-basics/deploy-your-site'},
  {kind: 'question', query: 'keep the old docs online after releasing 1.0', expect: '/docs/tutorial-extras/manage-docs-versions'},
  {kind: 'question', query: 'which node version do i need to run the docs site locally', expect: '/docs/tutorial-basics/overview'},
  {kind: 'question', query: 'when to use block instead of box', expect: '/blog/block-box-content'},
  {kind: 'question', query: 'can i use the no-helpers css build with bulmatic', expect: '/docs/guides/getting-started/bulma-variations'},
  {kind: 'question', query: 'why does <Box href> give a type error but as="a" works', expect: '/docs/guides/getting-started/syntax'},

  // Everyday words.
  {kind: 'everyday', query: 'two badges stuck together like build passing', expect: '/docs/api/elements/tags'},
  {kind: 'everyday', query: 'icon and word lined up on one line', expect: '/docs/api/elements/icontext'},
  {kind: 'everyday', query: 'upload percentage bar', expect: '/docs/api/elements/progress'},
  {kind: 'everyday', query: 'row of big numbers spread evenly like followers and likes', expect: '/docs/api/layout/level'},
  {kind: 'everyday', query: 'vertical side nav with section labels', expect: '/docs/api/components/menu'},
  {kind: 'everyday', query: 'row of tick boxes that wraps', expect: '/docs/api/form/checkboxes'},
  {kind: 'everyday', query: 'plain white container with drop shadow, no header', expect: '/docs/api/elements/box'},
  {kind: 'everyday', query: 'justify-content space-between on a div', expect: '/docs/guides/helpers/flex'},
];
