/**
 * An eighth tuning set, written on 2026-11-28 from the site's pages (docs, guides, tutorial and blog sources) by a
 * helper who ran no search and read no other query set or the synonyms: questions and tasks as a developer types them
 * (a few with typos), and the words other kits and frameworks use, spread over 70 pages. Of the 70 queries written,
 * 42 were taken out before any tuning: 40 that repeated or nearly repeated a query of another set (word overlap of
 * 0.4 or more, or 0.34 on the same page) and two more the writer called doubtful. Before any change for it, ours
 * found 46% of the rest (13 of 28).
 */
import type {BenchQuery} from './queries.js';

export const TUNING_EIGHTH: BenchQuery[] = [
  // Questions.
  {kind: 'question', query: 'pagination with ellipsis between page numbers', expect: '/docs/api/components/pagination'},
  {kind: 'question', query: 'nested submenu under an item in the sidebar menu', expect: '/docs/api/components/menu'},
  {kind: 'question', query: 'set indeterminate state on a checkbox', expect: '/docs/api/form/checkbox'},
  {kind: 'question', query: 'make a grid cell span 2 colums', expect: '/docs/api/grid/cell'},
  {kind: 'question', query: 'turn off dark mode completly', expect: '/docs/guides/getting-started/bulma-variations'},
  {kind: 'question', query: 'set --bulma-primary-h in my own stylesheet, does the order matter', expect: '/docs/guides/features/css-variables'},
  {kind: 'question', query: 'override primary colour with sass @use with', expect: '/docs/guides/features/sass-customization'},
  {kind: 'question', query: 'bulmatic peer dependencies, does it work with react 19 or bulma 0.9', expect: '/docs/guides/getting-started/installation'},
  {kind: 'question', query: 'should the section go inside the container or the container inside the section', expect: '/docs/guides/library/layout'},
  {kind: 'question', query: 'use dropdown or navbar dropdown for links between pages', expect: '/docs/guides/library/components'},
  {kind: 'question', query: 'month calender layout with the first day on a wednesday', expect: '/docs/guides/library/grid'},
  {kind: 'question', query: 'host the built site on nginx without trailing slash redirects', expect: '/docs/tutorial-basics/deploy-your-site'},
  {kind: 'question', query: 'add a second languge to the docs site', expect: '/docs/tutorial-extras/translate-your-site'},
  {kind: 'question', query: 'why is progress value 0 not indeterminate', expect: '/blog/progress-and-skeletons'},
  {kind: 'question', query: 'how to add a changeset in a pull request', expect: '/blog/changesets-added'},
  {kind: 'question', query: 'does bulmatic publish to npm with provenance', expect: '/blog/npm-publish'},

  // Everyday words.
  {kind: 'everyday', query: 'mui chip with delete icon', expect: '/docs/api/elements/tag'},
  {kind: 'everyday', query: 'bootstrap input-group with append button', expect: '/docs/api/form/field'},
  {kind: 'everyday', query: 'tailwind mx-auto to center a block', expect: '/docs/guides/helpers/margin-and-padding'},
  {kind: 'everyday', query: 'bg-primary text-white utility classes', expect: '/docs/guides/helpers/color'},
  {kind: 'everyday', query: 'text-uppercase font-bold', expect: '/docs/guides/helpers/typography'},
  {kind: 'everyday', query: 'col-md-4', expect: '/docs/api/columns/column'},
  {kind: 'everyday', query: 'icon next to text aligned on one line', expect: '/docs/api/elements/icontext'},
  {kind: 'everyday', query: 'eyebrow text above a heading', expect: '/docs/api/elements/subtitle'},
  {kind: 'everyday', query: 'mui ThemeProvider custom brand colors', expect: '/docs/api/helpers/theme'},
  {kind: 'everyday', query: 'clsx conditional classes', expect: '/docs/api/helpers/classnames'},
  {kind: 'everyday', query: 'breakpoints like sm md lg xl', expect: '/docs/guides/getting-started/responsiveness'},
  {kind: 'everyday', query: 'shadow dom isolation for the live previews on the docs site', expect: '/blog/how-this-site-is-built'},
];
