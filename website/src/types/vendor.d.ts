// Entry points that ship without their own type declarations.

/** The browser build behind `algoliasearch/lite`, imported directly so our alias of that name can wrap it. */
declare module 'algoliasearch/dist/lite/builds/browser.js' {
  export * from 'algoliasearch/lite';
}

/** DocSearch 3's modal entry (the same component as the package root's `DocSearchModal`). */
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}

declare module '@docsearch/react/style';
