/** `?raw` imports yield the file's text (see plugins/bulma-preview.ts). */
declare module '*?raw' {
  const source: string;
  export default source;
}

/** Font files resolve to the URL they are served from (Docusaurus's file rule for fonts). */
declare module '*.woff2' {
  const url: string;
  export default url;
}

/** `?url` imports yield the address the file is served from, as it is (see plugins/bulma-preview.ts). */
declare module '*?url' {
  const url: string;
  export default url;
}
