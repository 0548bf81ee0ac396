/**
 * A fourth tuning set, written on 2026-11-27 from the site's pages alone and before any tuning against it: problems
 * and how-to questions in a developer's own words, plus everyday and other-framework names for components, each
 * paired with the one page that answers it best. Of the 80 queries written, 43 were taken out before any search was
 * run on them: those that repeated or nearly repeated a query of another set (word overlap of 0.4 or more, or 0.34
 * on the same page), and three whose answer is as much another page's (a dark mode toggle, an alert, an avatar).
 */
import type {BenchQuery} from './queries.js';

export const TUNING_FOURTH: BenchQuery[] = [
  // Questions: elements.
  {kind: 'question', query: 'can i use my own svg as an icon?', expect: '/docs/api/elements/icon'},
  {kind: 'question', query: 'icon and the label next to it are not lined up', expect: '/docs/api/elements/icontext'},

  // Questions: components.
  {
    kind: 'question',
    query: 'product card with a photo and action links at the bottom',
    expect: '/docs/api/components/card',
  },
  {
    kind: 'question',
    query: 'coloured callout with its own header strip above the text',
    expect: '/docs/api/components/message',
  },
  {
    kind: 'question',
    query: 'previous and next links with page numbers for search results',
    expect: '/docs/api/components/pagination',
  },

  // Questions: form controls.
  {
    kind: 'question',
    query: 'select all checkbox that shows a partially checked state',
    expect: '/docs/api/form/checkbox',
  },
  {
    kind: 'question',
    query: 'group radio buttons under one question for screen readers',
    expect: '/docs/api/form/radios',
  },

  // Questions: columns and grid.
  {
    kind: 'question',
    query: 'one column two thirds wide and the other takes the rest',
    expect: '/docs/api/columns/column',
  },
  {kind: 'question', query: 'why do my columns stack on phones', expect: '/docs/api/columns'},
  {kind: 'question', query: 'cards should reflow by themselves without media queries', expect: '/docs/api/grid'},

  // Questions: layout.
  {kind: 'question', query: 'center the page content and cap its max width', expect: '/docs/api/layout/container'},
  {
    kind: 'question',
    query: 'toolbar with a count on the left and actions on the right',
    expect: '/docs/api/layout/level',
  },
  {
    kind: 'question',
    query: 'comment thread with avatar on the left and nested replies',
    expect: '/docs/api/layout/media',
  },
  {
    kind: 'question',
    query: 'area at the very bottom of the page for copyright and links',
    expect: '/docs/api/layout/footer',
  },
  {kind: 'question', query: 'split the page into padded blocks', expect: '/docs/api/layout/section'},

  // Questions: helper APIs.
  {kind: 'question', query: 'join class names conditionally based on state', expect: '/docs/api/helpers/classnames'},
  {
    kind: 'question',
    query: 'give one section of the page a different primary colour',
    expect: '/docs/api/helpers/theme',
  },

  // Questions: getting started guides.
  {
    kind: 'question',
    query: 'installing with pnpm instead of npm',
    expect: '/docs/guides/getting-started/installation',
  },
  {
    kind: 'question',
    query: 'lighter bulma stylesheet without the utility classes',
    expect: '/docs/guides/getting-started/bulma-variations',
  },
  {
    kind: 'question',
    query: 'only compile the bulma sass parts my app actually uses',
    expect: '/docs/guides/getting-started/modular',
  },
  {
    kind: 'question',
    query: 'do the components forward refs to the dom element?',
    expect: '/docs/guides/getting-started/syntax',
  },

  // Questions: helper guides.
  {
    kind: 'question',
    query: 'make text one of the theme colours without writing css',
    expect: '/docs/guides/helpers/color',
  },
  {kind: 'question', query: 'see every shade of the primary colour', expect: '/docs/guides/helpers/color-palette'},
  {
    kind: 'question',
    query: 'center children vertically and horizontally with flex props',
    expect: '/docs/guides/helpers/flex',
  },
  {kind: 'question', query: 'make text uppercase and bold with a prop', expect: '/docs/guides/helpers/typography'},
  {kind: 'question', query: 'stretch an overlay over its positioned parent', expect: '/docs/guides/helpers/other'},

  // Questions: blog posts.
  {kind: 'question', query: 'when will bulmatic reach version 1.0', expect: '/blog/first-full-release'},

  // Everyday names: elements.
  {kind: 'everyday', query: 'linear progress', expect: '/docs/api/elements/progress'},
  {kind: 'everyday', query: 'mui paper', expect: '/docs/api/elements/box'},
  {kind: 'everyday', query: 'tailwind prose', expect: '/docs/api/elements/content'},
  {kind: 'everyday', query: 'subheading', expect: '/docs/api/elements/subtitle'},

  // Everyday names: components.
  {kind: 'everyday', query: 'app bar', expect: '/docs/api/components/navbar'},
  {kind: 'everyday', query: 'sidenav', expect: '/docs/api/components/menu'},
  {kind: 'everyday', query: 'navigation trail', expect: '/docs/api/components/breadcrumb'},

  // Everyday names: columns, grid and layout.
  {kind: 'everyday', query: 'bootstrap row and col', expect: '/docs/api/columns'},
  {kind: 'everyday', query: 'chakra simplegrid', expect: '/docs/api/grid'},

  // Everyday names: helpers.
  {kind: 'everyday', query: 'sr-only', expect: '/docs/guides/helpers/visibility'},
];
