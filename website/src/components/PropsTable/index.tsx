import type React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { ComponentProps } from '@site/plugins/props-table/docgen';
import { ColumnHeads } from './columnHeads';
import { Prose } from './prose';
import { TypeWithBreaks } from './typeBreaks';
import KeptServerMarkup from '../KeptServerMarkup';
import { useBornHydrating } from '../useIsHydrating';
import { proseLength, tableSize, type TableText } from './tableSize';
import styles from './styles.module.css';

export interface PropsTableProps {
  /** The component's export name; the build fills in `data` from the library source (plugins/props-table). */
  of: string;
  data?: ComponentProps;
}

/**
 * A type that names string values (`"small" | "medium" | "large"`): the words readers search by ("large tag",
 * "danger button"). Its cell carries `data-values`, and the search index reads those cells as text (SEARCH_SELECTORS
 * in config/search.ts); other types (`boolean`, `ElementType`, numbers) would only add noise.
 */
const NAMES_VALUES = /"[^"]+"/;

/** The helper props row's description, before its link. */
const HELPER_PROPS_DESCRIPTION =
  'Spacing, colour, typography, flexbox, visibility and other Bulma helpers, shared by every component.';
const HELPER_PROPS_LINK = 'Read about helper props';

/** What the table holds, in characters, for the size it holds before it is laid out (tableSize). */
function textOf(data: ComponentProps): TableText {
  const rows = data.props.map((prop) => ({
    short: [prop.type.length, proseLength(prop.defaultValue ?? '–')],
    prose: proseLength(prop.description),
  }));
  if (data.hasHelperProps) {
    rows.push({
      short: ['BulmaHelperProps'.length, 1],
      prose: HELPER_PROPS_DESCRIPTION.length + HELPER_PROPS_LINK.length + 2,
    });
  }
  return { rows, tables: 1 };
}

/** One row per prop: static text only, so a hydrating table keeps the server's rows (KeptServerMarkup). */
function PropRows({ props }: { props: ComponentProps['props'] }): React.JSX.Element {
  return (
    <tbody>
      {props.map((prop) => (
        <tr key={prop.name}>
          <th scope="row" className={styles.name}>
            <code>{prop.name}</code>
            {prop.required && <span className={styles.required}>required</span>}
          </th>
          <td className={styles.type} data-label="Type" data-values={NAMES_VALUES.test(prop.type) ? '' : undefined}>
            <code>
              <TypeWithBreaks type={prop.type} wordClassName={styles.typeWord} />
            </code>
          </td>
          <td data-label="Default">
            <span>{prop.defaultValue === null ? '–' : <Prose text={prop.defaultValue} />}</span>
          </td>
          <td className={styles.description}>
            <Prose text={prop.description} />
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/**
 * The props of one library component: name, type, default, description and whether it is required.
 *
 * One markup for every width: where the table has too little room (a phone, or the narrow docs column next to the
 * sidebar and the table of contents), styles.module.css shows each row as a block, labelled from `data-label`.
 * The server's HTML is already right for the reader's screen, and nothing runs on the client for it.
 */
export default function PropsTable({ of, data }: PropsTableProps): React.JSX.Element {
  // Hydrating, the rows the server wrote are adopted as they are: an API page has hundreds of cells, which React
  // would otherwise walk and compare on a phone's main thread for no change (issue 22).
  const keepServerRows = useBornHydrating();
  if (!data)
    throw new Error(`PropsTable of="${of}" has no data: is plugins/props-table/remark in the docs' remark plugins?`);
  return (
    // data-props-of lets the Markdown twins (plugins/llms) put the same docgen data in the table's place.
    <div className={styles.wrapper} data-props-of={data.name} style={tableSize(textOf(data))}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Props of <code>{data.name}</code>
        </caption>
        <ColumnHeads names={['Prop', 'Type', 'Default', 'Description']} />
        {keepServerRows ? <KeptServerMarkup as="tbody" /> : <PropRows props={data.props} />}
        {data.hasHelperProps && (
          // A tbody of its own, outside the kept rows, so that its link stays the site's Link (client-side).
          <tbody>
            <tr className={clsx(data.props.length % 2 === 1 && styles.striped)}>
              <th scope="row" className={styles.name}>
                <em>helper props</em>
              </th>
              <td className={styles.type} data-label="Type">
                <code>BulmaHelperProps</code>
              </td>
              <td data-label="Default">
                <span>–</span>
              </td>
              <td className={styles.description}>
                {HELPER_PROPS_DESCRIPTION} <Link to="/docs/guides/intro#helper-props">{HELPER_PROPS_LINK}</Link>.
              </td>
            </tr>
          </tbody>
        )}
      </table>
    </div>
  );
}
