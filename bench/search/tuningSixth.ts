/**
 * A sixth tuning set, written on 2026-11-27 from the site's pages (docs, guides, tutorial and blog sources) by a
 * helper who ran no search and read no other query set: questions and tasks as a developer types them (a few with
 * the typos people make), and everyday words from other frameworks, each paired with the one page that answers it
 * best. Of the 60 queries written, 33 were taken out before any tuning: 28 that repeated or nearly repeated a query
 * of another set (word overlap of 0.4 or more, or 0.34 on the same page), and the writer's own doubtful ones, whose
 * answer is as much another page's. Before any change for it, ours found 85% of the rest (23 of 27).
 */
import type {BenchQuery} from './queries.js';

export const TUNING_SIXTH: BenchQuery[] = [
  // Questions: components.
  {kind: 'question', query: 'dropdwon item that doesnt close the menu when clicked', expect: '/docs/api/components/dropdown'},
  {kind: 'question', query: 'pagnation link disabled but still clickable', expect: '/docs/api/components/pagination'},
  {kind: 'question', query: 'nest a sub list under a menu item', expect: '/docs/api/components/menu'},
  {kind: 'question', query: 'panel filter tab as a button loses its padding', expect: '/docs/api/components/panel'},

  // Questions: form.
  {kind: 'question', query: 'grouped form controls wrap onto the next line', expect: '/docs/api/form/field'},

  // Questions: grid and columns.
  {kind: 'question', query: 'month calendar layout that starts on a wednesday', expect: '/docs/guides/library/grid'},
  {kind: 'question', query: 'background colour on a columns row bleeds past the edges', expect: '/docs/guides/library/columns'},

  // Questions: library guides.
  {kind: 'question', query: 'read all form values on submit with FormData', expect: '/docs/guides/library/form'},
  {kind: 'question', query: 'one confirm modal shared by every row of a list', expect: '/docs/guides/library/components'},

  // Questions: getting started, features and helper guides.
  {kind: 'question', query: 'ionicons 5 icons not showing up', expect: '/docs/guides/getting-started/alternative-icons'},
  {kind: 'question', query: 'webpack production build drops my scss import', expect: '/docs/guides/getting-started/react-setups'},
  {kind: 'question', query: 'which bulma css build is the smallest', expect: '/docs/guides/getting-started/bulma-variations'},
  {kind: 'question', query: 'skeleton styles missing when importing only some sass modules', expect: '/docs/guides/getting-started/modular'},
  {kind: 'question', query: 'sass error variable was not declared with !default', expect: '/docs/guides/features/sass-customization'},
  {kind: 'question', query: 'remove the bottom margin under a title', expect: '/docs/guides/helpers/margin-and-padding'},

  // Questions: tutorial.
  {kind: 'question', query: 'blog build fails because a tag is not in tags.yml', expect: '/docs/tutorial-basics/create-a-blog-post'},
  {kind: 'question', query: 'nginx serve pages without trailing slash redirect', expect: '/docs/tutorial-basics/deploy-your-site'},

  // Questions: blog.
  {kind: 'question', query: 'progress bar with value 0 shows empty instead of animating', expect: '/blog/progress-and-skeletons'},

  // Everyday words: components.
  {kind: 'everyday', query: 'dialog focus trap', expect: '/docs/api/components/modal'},

  // Everyday words: elements.
  {kind: 'everyday', query: 'zebra stripped table', expect: '/docs/api/elements/table'},

  // Everyday words: layout, columns and helpers.
  {kind: 'everyday', query: 'container fluid', expect: '/docs/api/layout/container'},
  {kind: 'everyday', query: 'jumbtron banner', expect: '/docs/api/layout/hero'},

  // Everyday words: helper guides.
  {kind: 'everyday', query: 'visually hidden text', expect: '/docs/guides/helpers/visibility'},
  {kind: 'everyday', query: 'color swatches shades', expect: '/docs/guides/helpers/color-palette'},

  // Everyday words: tour, tutorial and blog.
  {kind: 'everyday', query: 'collapsible section markdown', expect: '/docs/tutorial-basics/markdown-features'},
  {kind: 'everyday', query: 'rtl language support', expect: '/docs/tutorial-extras/translate-your-site'},
  {kind: 'everyday', query: 'changelog generation', expect: '/blog/changesets-added'},
];
