/**
 * A tenth tuning set, written on 2026-11-28 by a helper who ran no search and read no other query set or the
 * synonyms, from the Markdown twins of the 64 pages the other sets asked least about (posts, the tutorial, the library
 * guides, small reference pages): questions and tasks as a developer types them (about one in nine with a typo), and
 * everyday words and other kits' names. Of the 83 queries written, 42 were taken out before any tuning: 30 that
 * repeated or nearly repeated a query of another set (word overlap of 0.4 or more, or 0.34 on the same page) and 12
 * the writer called doubtful (another page answers about as well). Before any change for it, ours found 56% of the
 * rest (23 of 41), lunr 54% and MiniSearch 61%.
 */
import type {BenchQuery} from './queries.js';

export const TUNING_TENTH: BenchQuery[] = [
  // Questions.
  {kind: 'question', query: 'keep a closed notifcation dismissed after a page reload', expect: '/blog/notifications-and-delete'},
  {kind: 'question', query: 'how is it tested that no component forgets the bulma- prefix', expect: '/blog/prefixed-bulma-builds'},
  {kind: 'question', query: 'grey out one radio option that isnt avaliable', expect: '/docs/api/form/radio'},
  {kind: 'question', query: 'add a standalone support page with no docs sidebar', expect: '/docs/tutorial-basics/create-a-page'},
  {kind: 'question', query: 'error ts2322 "purple" is not assignable to type color', expect: '/blog/one-spelling-per-class'},
  {kind: 'question', query: 'increase the space under every block with a css variable', expect: '/docs/api/elements/block'},
  {kind: 'question', query: 'colums overflow the row when sizes add up past 12', expect: '/docs/guides/library/columns'},
  {kind: 'question', query: 'isSelected on a button doesnt change its color', expect: '/docs/guides/library/elements'},
  {kind: 'question', query: 'what has to be done before bulmatic 1.0', expect: '/blog/first-full-release'},
  {kind: 'question', query: 'how do the live previews keep bulma css away from the docs theme', expect: '/blog/how-this-site-is-built'},
  {kind: 'question', query: 'change the default padding of every section with a css variable', expect: '/docs/api/layout/section'},
  {kind: 'question', query: 'where can i see every component rendered in dark mode', expect: '/docs/components/intro'},
  {kind: 'question', query: 'show validaton errors only after the user leaves the field', expect: '/docs/guides/library/form'},
  {kind: 'question', query: 'ionicons 5 icons dont show up, there is no font', expect: '/docs/guides/getting-started/alternative-icons'},
  {kind: 'question', query: 'let bulma pick the number of grid columns automatically', expect: '/docs/api/grid'},
  {kind: 'question', query: 'roman numeral ordered list starting at 4', expect: '/docs/api/elements/content'},
  {kind: 'question', query: 'how many kb does importing only Button add', expect: '/docs/guides/getting-started/modular'},
  {kind: 'question', query: 'nginx config for urls without .html', expect: '/docs/tutorial-basics/deploy-your-site'},

  // Everyday words.
  {kind: 'everyday', query: 'custom react page in src/pages', expect: '/docs/tutorial-basics/create-a-page'},
  {kind: 'everyday', query: 'isFullWidth or isFullwidth', expect: '/blog/one-spelling-per-class'},
  {kind: 'everyday', query: 'consistent margin between stacked divs', expect: '/docs/api/elements/block'},
  {kind: 'everyday', query: 'chekbox group in a row', expect: '/docs/api/form/checkboxes'},
  {kind: 'everyday', query: 'sidebar_label front matter', expect: '/docs/tutorial-basics/create-a-document'},
  {kind: 'everyday', query: 'docs dev server with hot reload', expect: '/docs/tutorial-basics/overview'},
  {kind: 'everyday', query: 'docs site playwright tests', expect: '/blog/how-this-site-is-built'},
  {kind: 'everyday', query: 'react-docgen-typescript props tables', expect: '/blog/typedoc-generated-docs'},
  {kind: 'everyday', query: 'BulmaConfig type from useConfig', expect: '/docs/api/helpers/config'},
  {kind: 'everyday', query: 'storybook of all components', expect: '/docs/components/intro'},
  {kind: 'everyday', query: 'read more cut in blog excerpt', expect: '/docs/tutorial-basics/create-a-blog-post'},
  {kind: 'everyday', query: 'admonition note warning box', expect: '/docs/tutorial-basics/markdown-features'},
  {kind: 'everyday', query: 'breaking change on 0.x version bump', expect: '/blog/changesets-added'},
  {kind: 'everyday', query: 'bigger icon fa-2x', expect: '/docs/api/elements/icon'},
  {kind: 'everyday', query: 'inline radio buttons', expect: '/docs/api/form/radios'},
  {kind: 'everyday', query: 'columns is-variable removed', expect: '/docs/guides/features/bulma-v1'},
  {kind: 'everyday', query: 'docs version switcher', expect: '/docs/tutorial-extras/manage-docs-versions'},
  {kind: 'everyday', query: 'grid-column span 2', expect: '/docs/api/grid/cell'},
  {kind: 'everyday', query: 'avatar next to comment text', expect: '/docs/api/layout/media'},
  {kind: 'everyday', query: 'breakpoint widths', expect: '/docs/guides/getting-started/responsiveness'},
  {kind: 'everyday', query: 'bootstrap well equivalent', expect: '/docs/api/elements/box'},
  {kind: 'everyday', query: 'add french locale', expect: '/docs/tutorial-extras/translate-your-site'},
  {kind: 'everyday', query: 'language switcher dropdown', expect: '/docs/tutorial-extras/translate-your-site'},
];
