/**
 * A third tuning set, written on 2026-11-27 from the site's pages alone and before any tuning against it: how-to
 * questions in a developer's own words, and the everyday or other-library names (Bootstrap, Material UI, Tailwind,
 * plain English) a reader types before learning Bulma's, each expecting the one page whose subject answers it.
 */
import type {BenchQuery} from './queries.js';

export const TUNING_THIRD: BenchQuery[] = [
  // Questions: elements.
  {kind: 'question', query: 'join buttons together into one segmented control', expect: '/docs/api/elements/buttons'},
  {kind: 'question', query: 'let users remove a tag by clicking the little x', expect: '/docs/api/elements/tag'},
  {kind: 'question', query: 'style html coming out of a markdown renderer', expect: '/docs/api/elements/content'},
  {
    kind: 'question',
    query: 'why does my notification stay visible after i click close',
    expect: '/docs/api/elements/notification',
  },
  {
    kind: 'question',
    query: 'make an h2 look small without changing the heading level',
    expect: '/docs/api/elements/title',
  },

  // Questions: form controls.
  {kind: 'question', query: 'label on the left of the input instead of above it', expect: '/docs/api/form/field'},
  {kind: 'question', query: 'let the user pick several options from a select', expect: '/docs/api/form/select'},
  {kind: 'question', query: 'stop users resizing the textarea', expect: '/docs/api/form/textarea'},
  {
    kind: 'question',
    query: 'validate a sign up form and show errors under each field',
    expect: '/docs/guides/library/form',
  },

  // Questions: components.
  {kind: 'question', query: 'close modal with escape key or clicking outside', expect: '/docs/api/components/modal'},
  {
    kind: 'question',
    query: 'show dots between page numbers when there are lots of pages',
    expect: '/docs/api/components/pagination',
  },

  // Questions: layout, columns and grid.
  {kind: 'question', query: 'hero that fills the whole screen under a fixed navbar', expect: '/docs/api/layout/hero'},
  {kind: 'question', query: 'title on the left and buttons on the right of one bar', expect: '/docs/api/layout/level'},
  {
    kind: 'question',
    query: 'push a column to the right leaving empty space before it',
    expect: '/docs/api/columns/column',
  },

  // Questions: helpers, theming and configuration.
  {
    kind: 'question',
    query: 'hide something on mobile but show it on desktop',
    expect: '/docs/guides/helpers/visibility',
  },
  {kind: 'question', query: 'pass a hex colour to the theme instead of hsl', expect: '/docs/api/helpers/theme'},
  {
    kind: 'question',
    query: 'build my own component that accepts mt and textColor props',
    expect: '/docs/api/helpers/usebulmaclasses',
  },
  {
    kind: 'question',
    query: 'difference between color light and variant light',
    expect: '/docs/guides/getting-started/syntax',
  },
  {
    kind: 'question',
    query: 'what pixel width does the tablet breakpoint start at',
    expect: '/docs/guides/getting-started/responsiveness',
  },

  // Questions: setup and Bulma itself.
  {
    kind: 'question',
    query: 'Dropdown.Item is undefined in a next.js server component',
    expect: '/docs/guides/getting-started/react-setups',
  },
  {
    kind: 'question',
    query: 'coming from react-bulma-components what happened to renderAs',
    expect: '/docs/guides/getting-started/migration',
  },
  {
    kind: 'question',
    query: 'how do i install the material design icons font for the Icon component',
    expect: '/docs/guides/getting-started/alternative-icons',
  },
  {
    kind: 'question',
    query: 'change $primary and the font family with @use with',
    expect: '/docs/guides/features/sass-customization',
  },

  // Questions: working on the docs site.
  {
    kind: 'question',
    query: 'my new doc page does not show up in the sidebar',
    expect: '/docs/tutorial-basics/create-a-document',
  },
  {
    kind: 'question',
    query: 'build fails because blog post has no truncate marker',
    expect: '/docs/tutorial-basics/create-a-blog-post',
  },
  {
    kind: 'question',
    query: 'how do i write a warning admonition in markdown',
    expect: '/docs/tutorial-basics/markdown-features',
  },
  {
    kind: 'question',
    query: 'set SITE_URL before putting the build on a static host',
    expect: '/docs/tutorial-basics/deploy-your-site',
  },
  {kind: 'question', query: 'add a french version of the docs', expect: '/docs/tutorial-extras/translate-your-site'},
  {
    kind: 'question',
    query: 'keep the docs for an older release online',
    expect: '/docs/tutorial-extras/manage-docs-versions',
  },

  // Questions: how the project is run, answered by the blog.
  {kind: 'question', query: 'why npm workspaces and not turborepo', expect: '/blog/npm-workspaces-not-turbo'},
  {kind: 'question', query: 'check the npm provenance of a release', expect: '/blog/npm-publish'},

  // Everyday words: elements.
  {kind: 'everyday', query: 'white panel with shadow', expect: '/docs/api/elements/box'},
  {kind: 'everyday', query: 'tagline under heading', expect: '/docs/api/elements/subtitle'},
  {kind: 'everyday', query: 'icon with label', expect: '/docs/api/elements/icontext'},
  {kind: 'everyday', query: 'small round close x', expect: '/docs/api/elements/delete'},

  // Everyday words: components.
  {kind: 'everyday', query: 'callout with a title', expect: '/docs/api/components/message'},
  {kind: 'everyday', query: 'list group', expect: '/docs/api/components/panel'},

  // Everyday words: layout and grid.
  {kind: 'everyday', query: 'footer copyright bar', expect: '/docs/api/layout/footer'},
  {kind: 'everyday', query: 'grid item spanning two columns', expect: '/docs/api/grid/cell'},

  // Everyday words: helpers and utilities.
  {kind: 'everyday', query: 'screen reader only text', expect: '/docs/guides/helpers/visibility'},
  {kind: 'everyday', query: 'background colour utility', expect: '/docs/guides/helpers/color'},
  {kind: 'everyday', query: 'pointer cursor', expect: '/docs/guides/helpers/other'},

  // Everyday words: setup and the site.
  {kind: 'everyday', query: 'tree shaking', expect: '/docs/guides/getting-started/modular'},
  {kind: 'everyday', query: 'light only css build', expect: '/docs/guides/getting-started/bulma-variations'},
  {kind: 'everyday', query: 'component showcase', expect: '/docs/components/intro'},
];
