/**
 * The sentences around a CSS variables table, written once for the page (CssVariablesTable) and its Markdown twin
 * (plugins/llms), so both say the same. Code is marked with backticks. No Node imports: the page's bundle uses it.
 */
import type { BulmaComponentVariables } from './bulmaVariables';

type Entry = Pick<BulmaComponentVariables, 'bulmaComponent' | 'selector' | 'prefixedSelector' | 'reads' | 'source'> & {
  variables: readonly unknown[];
};

const code = (text: string) => `\`${text}\``;

/** Checked against the installed files by test/cssVariables.test.ts. */
const PREFIXED_BUILD = 'bulma/css/versions/bulma-prefixed.css';
const NAMES_KEEP_PREFIX =
  'The names keep `--bulma-` in both builds; a custom Sass build sets that prefix with `$cssvars-prefix`.';

/** Checked against the library's package exports by test/cssVariables.test.ts. */
const EXTRAS_STYLESHEET = 'bulmatic/extras.css';
const EXTRAS_PREFIXED_STYLESHEET = 'bulmatic/extras-prefixed.css';

/** Whether the library's extras stylesheet declares the entry's variables, rather than Bulma. */
export function isExtras(entry: Pick<Entry, 'source'>): boolean {
  return entry.source.startsWith('bulmatic/');
}

/** Which selector declares the variables, in the default and the prefixed build. */
export function whereDeclared(entry: Entry): string {
  if (isExtras(entry)) {
    return (
      `The extras stylesheet (${code(EXTRAS_STYLESHEET)}) declares these on ${code(entry.selector)}; its prefixed ` +
      `twin (${code(EXTRAS_PREFIXED_STYLESHEET)}, loaded with Bulma's prefixed build) on ${code(entry.prefixedSelector)}. ` +
      "The names keep `--bulma-` in both, as Bulma's own do."
    );
  }
  if (entry.selector === ':root') {
    return (
      'Bulma declares these on `:root`, in its prefixed build too, so they hold for the whole page, and setting ' +
      `them on any element (a \`Theme\`, say) changes its subtree. ${NAMES_KEEP_PREFIX}`
    );
  }
  return (
    `Bulma declares these on ${code(entry.selector)}; in its prefixed build (${code(PREFIXED_BUILD)}, used with ` +
    `\`ConfigProvider prefix="bulma-"\`) on ${code(entry.prefixedSelector)}. ${NAMES_KEEP_PREFIX}`
  );
}

/** What a table caption says: where the variables live. */
export function declaredOn(entry: Entry): string {
  return entry.selector === ':root'
    ? `Variables of Bulma's ${entry.bulmaComponent} on \`:root\``
    : `Variables on ${code(entry.selector)}`;
}

/** For a selector with no variables of its own: what to change instead. */
export function nothingDeclared(entry: Entry): string {
  const own = `${code(entry.selector)} (${code(entry.prefixedSelector)} in the prefixed build) declares no variables of its own`;
  if (entry.reads.length === 0)
    return `${own}, and its rules read none of Bulma's global ones: style it with your own CSS.`;
  return `${own}. Its rules read these global ones, declared on \`:root\`: ${entry.reads.map(code).join(', ')}.`;
}
