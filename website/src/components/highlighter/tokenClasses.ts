import type { PrismTheme } from 'prism-react-renderer';

/**
 * The theme every highlighter on the site draws with: no colours at all, so prism-react-renderer writes each token
 * as class names only (`token keyword`) and no inline style on the lines or the <pre>. The colours come from the
 * style sheet generated from config/codeThemes.ts, which holds both palettes and follows the colour mode; code the
 * server wrote is then right in either mode from the first paint, and code drawn later in the browser (after a
 * navigation, in the live editor) matches it without knowing the mode.
 */
export const TOKEN_CLASSES_ONLY: PrismTheme = { plain: {}, styles: [] };
