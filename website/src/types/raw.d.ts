/** `?raw` imports yield the file's text (see plugins/bulma-preview.ts). */
declare module '*?raw' {
  const source: string;
  export default source;
}
