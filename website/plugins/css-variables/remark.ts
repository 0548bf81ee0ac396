import { remarkComponentData } from '../mdx/buildTimeData';
import { libraryCssVariables, type BulmaComponentVariables, type CssVariable } from './bulmaVariables';

/** What a CSS variables table shows of one Bulma component: the fields the page renders, nothing more. */
export type CssVariablesTableEntry = Omit<BulmaComponentVariables, 'variables'> & {
  variables: Array<Pick<CssVariable, 'name' | 'value' | 'description'>>;
};

/**
 * The page's share of the data. The configurator reads kinds and derivations from the module itself; leaving them
 * out here keeps the page's script smaller (a table such as Button's has 48 rows).
 */
export function tableEntries(entries: readonly BulmaComponentVariables[]): CssVariablesTableEntry[] {
  return entries.map((entry) => ({
    ...entry,
    variables: entry.variables.map(({ name, value, description }) => ({ name, value, description })),
  }));
}

/**
 * Fills in `<CssVariablesTable of="Button" />` at build time with the variables of the Bulma component(s) the
 * library component renders, read from the installed Bulma. A name missing from the mapping fails the build.
 */
const remarkCssVariablesTable = remarkComponentData({
  component: 'CssVariablesTable',
  dataOf: (of) => {
    const entries = libraryCssVariables().get(of);
    return entries && tableEntries(entries);
  },
  unknown: 'names no library component mapped to Bulma in plugins/css-variables/bulmaVariables.ts',
});

export default remarkCssVariablesTable;
