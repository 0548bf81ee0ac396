/**
 * A seventh tuning set, written on 2026-11-28 from the site's pages (docs, guides, tutorial and blog sources) by a
 * helper who ran no search and read no other query set or the synonyms: questions and tasks as a developer types them
 * (a few with the typos people make), and other kits' names for things. Of the 60 queries written, 38 were taken out
 * before any tuning: 37 that repeated or nearly repeated a query of another set (word overlap of 0.4 or more, or 0.34
 * on the same page; five of them the writer also doubted) and one more the writer called doubtful, its answer as much
 * another page's. Before any change for
 * it, ours found 64% of the rest (14 of 22).
 */
import type {BenchQuery} from './queries.js';

export const TUNING_SEVENTH: BenchQuery[] = [
  // Questions.
  {kind: 'question', query: 'modal not closing on escpae key', expect: '/docs/api/components/modal'},
  {kind: 'question', query: 'keep selected tab in state and change it from another button', expect: '/docs/api/components/tabs'},
  {kind: 'question', query: 'show a spinner in the button while saving', expect: '/docs/api/elements/button'},
  {kind: 'question', query: 'h2 that looks as big as an h1', expect: '/docs/api/elements/title'},
  {kind: 'question', query: 'indeterminate progres bar without a value', expect: '/docs/api/elements/progress'},
  {kind: 'question', query: 'icon inside the input on the left side', expect: '/docs/api/form/control'},
  {kind: 'question', query: 'give one section its own brand colour from a hex code', expect: '/docs/api/helpers/theme'},
  {kind: 'question', query: 'which bulma css file has no dark mode', expect: '/docs/guides/getting-started/bulma-variations'},
  {kind: 'question', query: 'migrating from react-bulma-compnents', expect: '/docs/guides/getting-started/migration'},
  {kind: 'question', query: 'override bulma primary colour in scss at build time', expect: '/docs/guides/features/sass-customization'},
  {kind: 'question', query: 'what changed in bulma 1.0 compared to 0.9', expect: '/docs/guides/features/bulma-v1'},
  {kind: 'question', query: 'add a new markdown doc and list it in the sidebar', expect: '/docs/tutorial-basics/create-a-document'},
  {kind: 'question', query: 'absolute urls in sitemap point to localhost after build', expect: '/docs/tutorial-basics/deploy-your-site'},
  {kind: 'question', query: 'collapsible details and tip boxes in mdx', expect: '/docs/tutorial-basics/markdown-features'},
  {kind: 'question', query: 'how do you decide patch minor or major for a changeset', expect: '/blog/changesets-added'},
  {kind: 'question', query: 'page showing every component with live code i can edit', expect: '/docs/components/intro'},

  // Everyday words.
  {kind: 'everyday', query: 'segmented control', expect: '/docs/api/elements/buttons'},
  {kind: 'everyday', query: 'datatable', expect: '/docs/api/elements/table'},
  {kind: 'everyday', query: 'justify-between items-center', expect: '/docs/guides/helpers/flex'},
  {kind: 'everyday', query: 'mx-auto', expect: '/docs/guides/helpers/margin-and-padding'},
  {kind: 'everyday', query: 'btn-close', expect: '/docs/api/elements/delete'},
  {kind: 'everyday', query: 'text-center font-bold uppercase', expect: '/docs/guides/helpers/typography'},
];
