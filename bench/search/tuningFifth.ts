/**
 * A fifth tuning set, written on 2026-11-27 from the site's pages (the docs, guides, tutorial and blog sources) by
 * someone who had not seen how the engine ranks and ran no search while writing: questions, problems and short tasks
 * as a developer types them, and everyday words (the names a reader from Bootstrap, Material UI, Tailwind or plain
 * HTML uses), each paired with the one page that answers it best. A glimpse of a few entries of the first and fourth
 * sets slipped in while reading the file format; none of these queries repeats them. Of the 60 queries written, 25
 * were taken out before any tuning: those that repeated or nearly repeated a query of another set (word overlap of
 * 0.4 or more, or 0.34 on the same page; seven came close to held-out queries, and "pager" and "side nav" were them),
 * and two whose answer is as much another page's ("auto-fit card grid", "bundle size"). Before any change for it,
 * ours found 57% of the rest.
 */
import type {BenchQuery} from './queries.js';

export const TUNING_FIFTH: BenchQuery[] = [
  // Questions: elements.
  {
    kind: 'question',
    query: 'put a spinner on the save button while the request is running',
    expect: '/docs/api/elements/button',
  },
  {kind: 'question', query: 'icon glyph stays tiny even with size large', expect: '/docs/api/elements/icon'},
  {kind: 'question', query: 'how do i render an h3 but make it look bigger?', expect: '/docs/api/elements/title'},

  // Questions: components.
  {
    kind: 'question',
    query: 'can i keep the dialog open when someone clicks the dark backdrop?',
    expect: '/docs/api/components/modal',
  },
  {
    kind: 'question',
    query: 'tabs styled as a rounded toggle for monthly or yearly billing',
    expect: '/docs/api/components/tabs',
  },

  // Questions: form controls.
  {
    kind: 'question',
    query: 'show a spinner inside the text field while checking if a username is taken',
    expect: '/docs/api/form/control',
  },
  {
    kind: 'question',
    query: 'read-only value that should look like plain text instead of a box',
    expect: '/docs/api/form/input',
  },
  {
    kind: 'question',
    query: 'select with a greyed out "choose a plan" prompt as the first option',
    expect: '/docs/api/form/select',
  },

  // Questions: columns, grid and layout.
  {kind: 'question', query: 'row of four stats spread evenly across the width', expect: '/docs/api/layout/level'},

  // Questions: getting started guides.
  {
    kind: 'question',
    query: 'load bulma with a plain link tag instead of importing the css',
    expect: '/docs/guides/getting-started/installation',
  },
  {
    kind: 'question',
    query: 'the vite template css is fighting with bulma',
    expect: '/docs/guides/getting-started/react-setups',
  },
  {
    kind: 'question',
    query: 'what replaced renderAs and Button.Group?',
    expect: '/docs/guides/getting-started/migration',
  },
  {
    kind: 'question',
    query: 'why do my margin props do nothing after switching to bulma-no-helpers?',
    expect: '/docs/guides/getting-started/bulma-variations',
  },
  {
    kind: 'question',
    query: 'how do i type my own wrapper around Button so it keeps the as prop',
    expect: '/docs/guides/getting-started/syntax',
  },

  // Questions: feature guides.
  {
    kind: 'question',
    query: 'upgrading from bulma 0.9 and my tile layout is gone',
    expect: '/docs/guides/features/bulma-v1',
  },
  {
    kind: 'question',
    query: 'set the brand colour in a plain css file, no sass',
    expect: '/docs/guides/features/css-variables',
  },

  // Questions: helper guides.
  {
    kind: 'question',
    query: 'readable text colour on a yellow background',
    expect: '/docs/guides/helpers/color',
  },

  // Questions: library guides.
  {
    kind: 'question',
    query: 'why does my selected button not get a colour?',
    expect: '/docs/guides/library/elements',
  },
  {
    kind: 'question',
    query: 'sign-up form that shows errors only after you leave the field',
    expect: '/docs/guides/library/form',
  },
  {
    kind: 'question',
    query: 'lay out the days of a month so the first one starts on a wednesday',
    expect: '/docs/guides/library/grid',
  },
  {
    kind: 'question',
    query: 'react warns about an unknown textColor prop on my div',
    expect: '/docs/guides/library/helpers',
  },

  // Questions: the tutorial.
  {
    kind: 'question',
    query: 'port 3000 is already in use when starting the docs site',
    expect: '/docs/tutorial-basics/overview',
  },
  {
    kind: 'question',
    query: 'blog author with key not found in the authors map file',
    expect: '/docs/tutorial-basics/create-a-blog-post',
  },

  // Questions: the introduction.
  {kind: 'question', query: 'does bulmatic use css-in-js?', expect: '/docs/intro'},

  // Questions: blog posts.
  {
    kind: 'question',
    query: 'why is the library compiled with tsc rather than bundled with rollup',
    expect: '/blog/npm-workspaces-not-turbo',
  },
  {
    kind: 'question',
    query: 'why do the live previews render inside a shadow root?',
    expect: '/blog/how-this-site-is-built',
  },

  // Everyday words: columns, grid and layout.
  {kind: 'everyday', query: 'col-md-6', expect: '/docs/api/columns/column'},

  // Everyday words: guides.
  {kind: 'everyday', query: 'scss variables', expect: '/docs/guides/features/sass-customization'},
  {kind: 'everyday', query: 'justify-content', expect: '/docs/guides/helpers/flex'},
  {kind: 'everyday', query: 'float right', expect: '/docs/guides/helpers/other'},
  {kind: 'everyday', query: 'component gallery', expect: '/docs/components/intro'},

  // Everyday words: the tutorial.
  {kind: 'everyday', query: 'nginx config', expect: '/docs/tutorial-basics/deploy-your-site'},
  {kind: 'everyday', query: 'versioned docs', expect: '/docs/tutorial-extras/manage-docs-versions'},
  {kind: 'everyday', query: 'i18n', expect: '/docs/tutorial-extras/translate-your-site'},

  // Everyday words: blog posts.
  {kind: 'everyday', query: 'npm provenance', expect: '/blog/npm-publish'},
];
