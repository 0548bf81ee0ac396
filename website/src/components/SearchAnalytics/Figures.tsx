/** The report's building blocks: a headline figure, and a table of named rows with their figures. */
import type React from 'react';
import styles from './styles.module.css';

export function Figure({ label, value }: { label: string; value: string }): React.JSX.Element {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

interface FiguresTableProps<Row> {
  /** Column headings; the first column holds each row's name. */
  columns: string[];
  rows: Row[];
  /** What an empty table says instead of rows. */
  empty: string;
  rowKey: (row: Row) => string;
  /** The row's name, then its figures, in column order. */
  cells: (row: Row) => [React.ReactNode, ...React.ReactNode[]];
}

export function FiguresTable<Row>({ columns, rows, empty, rowKey, cells }: FiguresTableProps<Row>): React.JSX.Element {
  return (
    <div className={styles.tableWrapper}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const [name, ...figures] = cells(row);
            return (
              <tr key={rowKey(row)}>
                <th scope="row">{name}</th>
                {figures.map((figure, index) => (
                  <td key={columns[index + 1]}>{figure}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
