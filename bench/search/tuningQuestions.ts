/**
 * A second tuning set, written on 2026-11-27 from the site's pages alone and before any tuning against it: the
 * questions a developer types into the docs search box, and the everyday or other-library words a reader uses when
 * they do not know Bulma's name for a thing. Each expectation names the page whose subject answers the need: the
 * component's reference page over a guide or blog post that only mentions it, and a guide when the query is about
 * the concept that guide is about. Queries that the held-out set (readerQueries.ts) already asks in other words, or
 * that queries.ts already has, were taken out, so that tuning on this set never tunes on the held-out one.
 */
import type {BenchQuery} from './queries.js';

const BUTTON = '/docs/api/elements/button';
const NAVBAR = '/docs/api/components/navbar';
const FIELD = '/docs/api/form/field';
const CSS_VARIABLES = '/docs/guides/features/css-variables';
const BULMA_V1 = '/docs/guides/features/bulma-v1';

export const TUNING_QUESTIONS: BenchQuery[] = [
  // Questions: elements.
  {kind: 'question', query: 'how do i show a spinner inside a button while it saves', expect: BUTTON},
  {kind: 'question', query: 'join two tags into one label and value badge', expect: '/docs/api/elements/tags'},
  {kind: 'question', query: 'make an h3 look as big as a page title', expect: '/docs/api/elements/title'},
  {kind: 'question', query: 'style html rendered from markdown', expect: '/docs/api/elements/content'},
  {kind: 'question', query: 'wide table should scroll horizontally on phones', expect: '/docs/api/elements/table'},
  {kind: 'question', query: 'progress bar for a task with unknown duration', expect: '/docs/api/elements/progress'},
  {kind: 'question', query: 'embed a youtube video in a 16 by 9 frame', expect: '/docs/api/elements/image'},
  {kind: 'question', query: 'align an icon with the text next to it', expect: '/docs/api/elements/icontext'},

  // Questions: components.
  {
    kind: 'question',
    query: 'stop the modal closing on backdrop click when the form has unsaved changes',
    expect: '/docs/api/components/modal',
  },
  {
    kind: 'question',
    query: 'how do i open the dropdown on hover instead of click',
    expect: '/docs/api/components/dropdown',
  },
  {kind: 'question', query: 'close the mobile menu after a link is clicked', expect: NAVBAR},
  {kind: 'question', query: 'keep the selected tab in the url', expect: '/docs/api/components/tabs'},
  {kind: 'question', query: 'use react router Link inside breadcrumb items', expect: '/docs/api/components/breadcrumb'},
  {kind: 'question', query: 'card header with a collapse toggle button', expect: '/docs/api/components/card'},
  {
    kind: 'question',
    query: 'filterable list with a search box and filter tabs in a sidebar',
    expect: '/docs/api/components/panel',
  },

  // Questions: form controls.
  {kind: 'question', query: 'input with a button attached to the right', expect: FIELD},
  {kind: 'question', query: 'populate select options from an array', expect: '/docs/api/form/select'},
  {kind: 'question', query: 'prevent users from resizing the comment box', expect: '/docs/api/form/textarea'},
  {kind: 'question', query: 'show the chosen file name next to the upload button', expect: '/docs/api/form/file'},
  {kind: 'question', query: 'can i make a checkbox indeterminate', expect: '/docs/api/form/checkbox'},

  // Questions: columns, grid and layout.
  {kind: 'question', query: 'is there a way to remove the space between columns', expect: '/docs/api/columns'},
  {kind: 'question', query: 'column full width on mobile and a third on desktop', expect: '/docs/api/columns/column'},
  {
    kind: 'question',
    query: 'cards that reflow into as many columns as fit without breakpoints',
    expect: '/docs/api/grid',
  },
  {kind: 'question', query: 'make one item span two rows in the grid', expect: '/docs/api/grid/cell'},
  {kind: 'question', query: 'full height landing banner with a background video', expect: '/docs/api/layout/hero'},

  // Questions: helpers API.
  {
    kind: 'question',
    query: 'make one section of the page dark while the rest stays light',
    expect: '/docs/api/helpers/theme',
  },
  {
    kind: 'question',
    query: 'my own component should accept the same helper props',
    expect: '/docs/api/helpers/usebulmaclasses',
  },

  // Questions: guides.
  {kind: 'question', query: 'change the primary colour at runtime without recompiling sass', expect: CSS_VARIABLES},
  {
    kind: 'question',
    query: 'override bulma sass variables like $primary',
    expect: '/docs/guides/features/sass-customization',
  },
  {
    kind: 'question',
    query: 'set the class prefix once for the whole app',
    expect: '/docs/guides/features/configuration',
  },
  {
    kind: 'question',
    query: 'bulma class names clash with other css on the page',
    expect: '/docs/guides/getting-started/bulma-variations',
  },
  {
    kind: 'question',
    query: 'how to set it up with next.js app router',
    expect: '/docs/guides/getting-started/react-setups',
  },
  {kind: 'question', query: 'switching from react-bulma-components', expect: '/docs/guides/getting-started/migration'},
  {kind: 'question', query: 'what replaced tiles in bulma 1', expect: BULMA_V1},
  {kind: 'question', query: 'why does my app turn dark for some users after upgrading bulma', expect: BULMA_V1},
  {
    kind: 'question',
    query: 'only load the bulma sass for components i actually use',
    expect: '/docs/guides/getting-started/modular',
  },
  {
    kind: 'question',
    query: 'what are the breakpoint widths in pixels',
    expect: '/docs/guides/getting-started/responsiveness',
  },
  {
    kind: 'question',
    query: 'how do i guess the prop name for a bulma class',
    expect: '/docs/guides/getting-started/syntax',
  },
  {
    kind: 'question',
    query: 'use material symbols instead of font awesome',
    expect: '/docs/guides/getting-started/alternative-icons',
  },
  {
    kind: 'question',
    query: 'which react and bulma versions are supported',
    expect: '/docs/guides/getting-started/installation',
  },
  {kind: 'question', query: 'what is bulmatic and how is it different from plain bulma', expect: '/docs/intro'},

  // Questions: blog.
  {kind: 'question', query: 'why are the api docs not generated with typedoc', expect: '/blog/typedoc-generated-docs'},

  // Everyday words.
  {kind: 'everyday', query: 'toast message', expect: '/docs/api/elements/notification'},
  {kind: 'everyday', query: 'shadowed panel', expect: '/docs/api/elements/box'},
  {kind: 'everyday', query: 'sidebar navigation', expect: '/docs/api/components/menu'},
  {kind: 'everyday', query: 'sticky header', expect: NAVBAR},
  {kind: 'everyday', query: 'multiline text box', expect: '/docs/api/form/textarea'},
  {kind: 'everyday', query: 'listbox', expect: '/docs/api/form/select'},
  {kind: 'everyday', query: 'tick box', expect: '/docs/api/form/checkbox'},
  {kind: 'everyday', query: 'radio group', expect: '/docs/api/form/radios'},
  {kind: 'everyday', query: 'input group', expect: FIELD},
  {kind: 'everyday', query: 'button group', expect: '/docs/api/elements/buttons'},
  {kind: 'everyday', query: 'close x button', expect: '/docs/api/elements/delete'},
  {kind: 'everyday', query: 'zebra striped rows', expect: '/docs/api/elements/table'},
  {kind: 'everyday', query: 'shimmer loading placeholder', expect: '/docs/api/elements/skeleton'},
  {kind: 'everyday', query: 'actions menu button', expect: '/docs/api/components/dropdown'},
  {kind: 'everyday', query: 'you are here trail', expect: '/docs/api/components/breadcrumb'},
  {kind: 'everyday', query: 'comment layout', expect: '/docs/api/layout/media'},
  {kind: 'everyday', query: 'page wrapper max width', expect: '/docs/api/layout/container'},
  {kind: 'everyday', query: 'stats bar', expect: '/docs/api/layout/level'},
  {kind: 'everyday', query: 'gutter width', expect: '/docs/api/columns'},
  {kind: 'everyday', query: 'card deck', expect: '/docs/api/grid'},
  {kind: 'everyday', query: 'hide on phone', expect: '/docs/guides/helpers/visibility'},
  {kind: 'everyday', query: 'spacing utilities', expect: '/docs/guides/helpers/margin-and-padding'},
  {kind: 'everyday', query: 'justify space between', expect: '/docs/guides/helpers/flex'},
  {kind: 'everyday', query: 'font weight', expect: '/docs/guides/helpers/typography'},
  {kind: 'everyday', query: 'rounded corners', expect: '/docs/guides/helpers/other'},
  {kind: 'everyday', query: 'colour swatches', expect: '/docs/guides/helpers/color-palette'},
  {kind: 'everyday', query: 'clsx', expect: '/docs/api/helpers/classnames'},
];
