/**
 * The held-out set: questions and everyday words as readers type them, written on 2026-11-24 from the site's pages
 * before any tuning of stop words, synonyms or optional words, and never tuned on. The engine is tuned on the
 * `question` and `everyday` queries of queries.ts; this set only measures. A miss here is fixed by a better general
 * rule (or a synonym a reader would expect), never by a rule that names one of these queries.
 *
 * Expectations follow queries.ts: the page whose subject answers the reader's need, the component's reference page
 * over a guide or post that mentions it.
 */
import type {BenchQuery} from './queries.js';

const BUTTON = '/docs/api/elements/button';
const MODAL = '/docs/api/components/modal';
const NOTIFICATION = '/docs/api/elements/notification';
const TAG = '/docs/api/elements/tag';
const NAVBAR = '/docs/api/components/navbar';
const HERO = '/docs/api/layout/hero';
const MENU = '/docs/api/components/menu';
const PAGINATION = '/docs/api/components/pagination';
const SKELETON = '/docs/api/elements/skeleton';
const DROPDOWN = '/docs/api/components/dropdown';
const TYPOGRAPHY = '/docs/guides/helpers/typography';

export const READER_QUERIES: BenchQuery[] = [
  // What a developer asks, in whole sentences or half of one.
  {kind: 'question', query: 'how do i make a small button', expect: BUTTON},
  {kind: 'question', query: 'how to disable a button', expect: BUTTON},
  {kind: 'question', query: 'how to close a modal when clicking the background', expect: MODAL},
  {kind: 'question', query: 'how can i make the dropdown open upwards', expect: DROPDOWN},
  {kind: 'question', query: 'how do I center text', expect: TYPOGRAPHY},
  {kind: 'question', query: 'how to make text bold', expect: TYPOGRAPHY},
  {kind: 'question', query: 'how do i hide something on mobile', expect: '/docs/guides/helpers/visibility'},
  {kind: 'question', query: 'how to make columns wrap onto a new line', expect: '/docs/api/columns'},
  {kind: 'question', query: 'how do I use bulmatic with next.js', expect: '/docs/guides/getting-started/react-setups'},
  {kind: 'question', query: 'how to set a class prefix', expect: '/docs/guides/features/configuration'},
  {kind: 'question', query: 'how do I turn on dark mode', expect: '/docs/guides/features/css-variables'},
  {kind: 'question', query: 'how do i group buttons together', expect: '/docs/api/elements/buttons'},
  {kind: 'question', query: 'how to add a close button to a notification', expect: NOTIFICATION},
  {kind: 'question', query: 'how do i show a progress bar', expect: '/docs/api/elements/progress'},
  {kind: 'question', query: 'how to make an image square', expect: '/docs/api/elements/image'},
  {kind: 'question', query: 'how can i make the hero take the full height of the screen', expect: HERO},
  {kind: 'question', query: 'what breakpoints does bulma use', expect: '/docs/guides/getting-started/responsiveness'},
  {kind: 'question', query: 'how do I add margin to an element', expect: '/docs/guides/helpers/margin-and-padding'},
  {kind: 'question', query: 'how to keep the navbar at the top when scrolling', expect: NAVBAR},
  {kind: 'question', query: 'how to make a select full width', expect: '/docs/api/form/select'},
  {kind: 'question', query: 'how do i show help text under an input', expect: '/docs/api/form/field'},
  {kind: 'question', query: 'how to make rounded tags', expect: TAG},
  {kind: 'question', query: 'can i use font awesome icons', expect: '/docs/guides/getting-started/alternative-icons'},
  {kind: 'question', query: 'how to put an icon inside an input', expect: '/docs/api/form/control'},
  {kind: 'question', query: 'where do i import the bulma css from', expect: '/docs/guides/getting-started/installation'},
  {kind: 'question', query: 'how do i build a sidebar menu', expect: MENU},
  {kind: 'question', query: 'how to lay out a photo gallery', expect: '/docs/guides/library/grid'},
  {kind: 'question', query: 'how to make tabs look like buttons', expect: '/docs/api/components/tabs'},
  {kind: 'question', query: 'how do i change the size of a title', expect: '/docs/api/elements/title'},
  {kind: 'question', query: 'how do i show a placeholder while data is loading', expect: SKELETON},
  {kind: 'question', query: 'what props does the card have', expect: '/docs/api/components/card'},
  {kind: 'question', query: 'how to use the theme component for dark colors', expect: '/docs/api/helpers/theme'},
  {kind: 'question', query: 'how can i upload files with a drag area', expect: '/docs/api/form/file'},
  {kind: 'question', query: 'is there a way to make a textarea not resizable', expect: '/docs/api/form/textarea'},

  // Names for components that come from other libraries, other frameworks or everyday speech.
  {kind: 'everyday', query: 'dialog', expect: MODAL},
  {kind: 'everyday', query: 'lightbox', expect: MODAL},
  {kind: 'everyday', query: 'overlay window', expect: MODAL},
  {kind: 'everyday', query: 'alert', expect: NOTIFICATION},
  {kind: 'everyday', query: 'snackbar', expect: NOTIFICATION},
  {kind: 'everyday', query: 'chip', expect: TAG},
  {kind: 'everyday', query: 'pill', expect: TAG},
  {kind: 'everyday', query: 'label badge', expect: TAG},
  {kind: 'everyday', query: 'loader', expect: BUTTON},
  {kind: 'everyday', query: 'hamburger', expect: NAVBAR},
  {kind: 'everyday', query: 'top bar', expect: NAVBAR},
  {kind: 'everyday', query: 'nav bar', expect: NAVBAR},
  {kind: 'everyday', query: 'header banner', expect: HERO},
  {kind: 'everyday', query: 'splash section', expect: HERO},
  {kind: 'everyday', query: 'side nav', expect: MENU},
  {kind: 'everyday', query: 'pager', expect: PAGINATION},
  {kind: 'everyday', query: 'page numbers', expect: PAGINATION},
  {kind: 'everyday', query: 'shimmer', expect: SKELETON},
  {kind: 'everyday', query: 'drop down', expect: DROPDOWN},
  {kind: 'everyday', query: 'text area', expect: '/docs/api/form/textarea'},
  {kind: 'everyday', query: 'check box', expect: '/docs/api/form/checkbox'},
  {kind: 'everyday', query: 'radio button', expect: '/docs/api/form/radio'},
  {kind: 'everyday', query: 'file picker', expect: '/docs/api/form/file'},
  {kind: 'everyday', query: 'combo box', expect: '/docs/api/form/select'},
  {kind: 'everyday', query: 'close icon', expect: '/docs/api/elements/delete'},
  {kind: 'everyday', query: 'avatar', expect: '/docs/api/elements/image'},
  {kind: 'everyday', query: 'gutters between columns', expect: '/docs/api/columns'},
  {kind: 'everyday', query: 'panel list', expect: '/docs/api/components/panel'},
  {kind: 'everyday', query: 'tab bar', expect: '/docs/api/components/tabs'},
  {kind: 'everyday', query: 'callout box', expect: '/docs/api/components/message'},
  {kind: 'everyday', query: 'stat counters', expect: '/docs/api/layout/level'},
  {kind: 'everyday', query: 'comment with avatar', expect: '/docs/api/layout/media'},
];
