/** Written by plugins/component-previews: where the previews' stylesheet is served from. */
declare module '@generated/bulmatic-component-previews/default/stylesheet.json' {
  const stylesheet: { href: string };
  export default stylesheet;
}
