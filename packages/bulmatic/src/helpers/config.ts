import type { IconLibrary } from './icons.js';

/** Library-wide settings a `ConfigProvider` hands down to every component below it. */
export interface BulmaConfig {
  /** Class prefix of a prefixed Bulma build, e.g. `"bulma-"` turns `button` into `bulma-button`. */
  prefix: string;
  /** Icon font that `Icon` and `IconText` render class names for. */
  iconLibrary: IconLibrary;
  /** Style of the icon font (`"fas"`, `"far"`, `"outlined"`, ...); unset uses the library's own default. */
  iconVariant: string | undefined;
  /** Where portalled components (Modal) render; unset means `document.body`. */
  portalContainer: Element | DocumentFragment | undefined;
}

// Kept out of the 'use client' context module so server code can read it: from a server component, every
// export of a 'use client' module is an opaque client reference.
/** The settings used where there is no `ConfigProvider`. */
export const DEFAULT_CONFIG: BulmaConfig = {
  prefix: '',
  iconLibrary: 'fontawesome',
  iconVariant: undefined,
  portalContainer: undefined,
};
