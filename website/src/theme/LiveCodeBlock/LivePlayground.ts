// The lazily loaded half of a live code block: the theme's own playground, and the step that readies Bulma's
// stylesheet for its previews before the first one mounts.
export { default } from '@theme-original/LiveCodeBlock';
export { prepareBulmaStyleSheets } from '@site/src/components/BulmaPreview/bulmaStyleSheet';
