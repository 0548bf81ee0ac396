import React from 'react';
import type { CssVariablesTableEntry } from '../../../plugins/css-variables/remark';
import { declaredOn, nothingDeclared, whereDeclared } from '../../../plugins/css-variables/wording';
import { ColumnHeads } from '../PropsTable/columnHeads';
import { Prose } from '../PropsTable/prose';
import KeptServerMarkup from '../KeptServerMarkup';
import { useBornHydrating } from '../useIsHydrating';
// The props table's layout (columns on a wide column, one block per row where it is narrow), shared so that the
// two reference tables of an API page look and reflow alike.
import tableStyles from '../PropsTable/styles.module.css';
import { proseLength, tableSize, type TableText } from '../PropsTable/tableSize';
import styles from './styles.module.css';

export interface CssVariablesTableProps {
  /** The library component's name; the build fills in `data` from the installed Bulma (plugins/css-variables). */
  of: string;
  data?: CssVariablesTableEntry[];
}

/** `--bulma-button-hover-color` with a line break allowed after each inner hyphen, so long names fit a phone. */
function VariableName({ name }: { name: string }): React.JSX.Element {
  const [, dashes, rest] = /^(--)(.*)$/.exec(name) ?? [name, '', name];
  return (
    <code>
      {dashes}
      {rest!.split('-').map((word, index) => (
        <React.Fragment key={index}>
          {index > 0 && (
            <>
              -<wbr />
            </>
          )}
          {word}
        </React.Fragment>
      ))}
    </code>
  );
}

function Variables({ entry }: { entry: CssVariablesTableEntry }): React.JSX.Element {
  if (entry.variables.length === 0) {
    return (
      <p className={styles.lead}>
        <Prose text={nothingDeclared(entry)} />
      </p>
    );
  }
  return (
    <>
      <p className={styles.lead}>
        <Prose text={whereDeclared(entry)} />
      </p>
      <table className={tableStyles.table}>
        <caption className={tableStyles.caption}>
          <Prose text={declaredOn(entry)} />
        </caption>
        <ColumnHeads names={['Variable', 'Default', 'Description']} />
        <tbody>
          {entry.variables.map((variable) => (
            <tr key={variable.name}>
              <th scope="row" className={`${tableStyles.name} ${styles.variable}`}>
                <VariableName name={variable.name} />
              </th>
              <td className={styles.value} data-label="Default">
                <code>{variable.value}</code>
              </td>
              <td className={tableStyles.description}>
                {variable.description && <Prose text={variable.description} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** What the tables hold, in characters, for the size they hold before they are laid out (tableSize). */
function textOf(data: CssVariablesTableEntry[]): TableText {
  const text: TableText = { rows: [], tables: 0 };
  for (const entry of data) {
    // An entry with no variables is one sentence, and no table.
    if (entry.variables.length === 0) continue;
    text.tables++;
    for (const variable of entry.variables) {
      text.rows.push({
        short: [variable.name.length, variable.value.length],
        prose: proseLength(variable.description ?? ''),
      });
    }
  }
  return text;
}

/**
 * The CSS variables of the Bulma component(s) a library component renders: name as in CSS, Bulma's default and a
 * short description, with the selector that declares them. Read from the installed Bulma at build time, so the
 * table is in the page's HTML and cannot name a variable this Bulma does not have.
 */
export default function CssVariablesTable({ of, data }: CssVariablesTableProps): React.JSX.Element {
  // Static text only: hydrating, the server's tables are adopted as they are instead of walked cell by cell.
  const keepServerMarkup = useBornHydrating();
  if (!data) {
    throw new Error(
      `CssVariablesTable of="${of}" has no data: is plugins/css-variables/remark in the docs' remark plugins?`,
    );
  }
  const rows = tableSize(textOf(data));
  // data-css-variables-of lets the Markdown twins (plugins/llms) put the same data in the table's place.
  if (keepServerMarkup) {
    return <KeptServerMarkup as="div" className={tableStyles.wrapper} style={rows} data-css-variables-of={of} />;
  }
  return (
    <div className={tableStyles.wrapper} style={rows} data-css-variables-of={of}>
      {data.map((entry) => (
        <Variables key={`${entry.bulmaComponent} ${entry.selector}`} entry={entry} />
      ))}
    </div>
  );
}
