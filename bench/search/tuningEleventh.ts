/**
 * An eleventh tuning set, written on 2026-11-28 by a helper who ran no search and read no other query set or the
 * synonyms, from the site's Markdown twins: questions and tasks as a developer types them (about one in eight with a
 * typo), and everyday words and other kits' names, spread over the reference pages (about 60%), the guides and the
 * tutorial and posts. Of the 83 queries written, 58 were taken out before any tuning: 55 that repeated or nearly
 * repeated a query of another set (word overlap of 0.4 or more, or 0.34 on the same page) and 3 more the writer called
 * doubtful (another page answers about as well). Before any change for it, ours found 68% of the rest (17 of 25),
 * lunr 56% and MiniSearch 56%.
 */
import type {BenchQuery} from './queries.js';

export const TUNING_ELEVENTH: BenchQuery[] = [
  // Questions.
  {kind: 'question', query: 'show spinner in select while options are fetched', expect: '/docs/api/form/select'},
  {kind: 'question', query: 'make the dropdwon open above the trigger', expect: '/docs/api/components/dropdown'},
  {kind: 'question', query: 'grid cell taller than the others covering two rows', expect: '/docs/api/grid/cell'},
  {kind: 'question', query: 'grid with exactly four columns no matter the width', expect: '/docs/api/grid'},
  {kind: 'question', query: 'control which tab is selected from my own state', expect: '/docs/api/components/tabs'},
  {kind: 'question', query: "why doesn't the notification hide when i click close", expect: '/docs/api/elements/notification'},
  {kind: 'question', query: 'disable the previous link on the first page', expect: '/docs/api/components/pagination'},
  {kind: 'question', query: 'what does useConfig return', expect: '/docs/api/helpers/config'},
  {kind: 'question', query: 'how to give a radio group an accessible name', expect: '/docs/api/form/radios'},
  {kind: 'question', query: 'table scrolls sideways on small screens', expect: '/docs/api/elements/table'},
  {kind: 'question', query: 'read only input that looks like plain text', expect: '/docs/api/form/input'},
  {kind: 'question', query: 'instal with pnpm and import bulma css', expect: '/docs/guides/getting-started/installation'},
  {kind: 'question', query: 'smaller css by loading just the button and columns sass', expect: '/docs/guides/getting-started/modular'},
  {kind: 'question', query: 'sign up form validation example with error messages', expect: '/docs/guides/library/form'},

  // Everyday words.
  {kind: 'everyday', query: 'hamburgr menu', expect: '/docs/api/components/navbar'},
  {kind: 'everyday', query: 'round profile picture', expect: '/docs/api/elements/image'},
  {kind: 'everyday', query: 'product tile with image and actions', expect: '/docs/api/components/card'},
  {kind: 'everyday', query: 'prose styles for markdown', expect: '/docs/api/elements/content'},
  {kind: 'everyday', query: 'visually hidden label for screen readers', expect: '/docs/guides/helpers/visibility'},
  {kind: 'everyday', query: 'margin top utility', expect: '/docs/guides/helpers/margin-and-padding'},
  {kind: 'everyday', query: 'full colour swatch chart', expect: '/docs/guides/helpers/color-palette'},
  {kind: 'everyday', query: 'month calender layout', expect: '/docs/guides/library/grid'},
  {kind: 'everyday', query: 'sticky position utility', expect: '/docs/guides/helpers/other'},
  {kind: 'everyday', query: 'live component playground', expect: '/docs/components/intro'},
  {kind: 'everyday', query: 'monorepo build without turborepo', expect: '/blog/npm-workspaces-not-turbo'},
];
