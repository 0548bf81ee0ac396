import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Table } from './Table.js';
import { TableCell } from './TableCell.js';
import { TableContainer } from './TableContainer.js';
import { TableRow } from './TableRow.js';

const InTable = ({ children }: { children: ReactNode }) => (
  <table>
    <tbody>{children}</tbody>
  </table>
);
const InRow = ({ children }: { children: ReactNode }) => (
  <table>
    <tbody>
      <tr>{children}</tr>
    </tbody>
  </table>
);

describe('Table', () => {
  itIsConformant(Table, { name: 'Table', bulmaClass: 'table', element: 'table', refType: HTMLTableElement, as: false });
  itIsConformant(TableContainer, { name: 'TableContainer', bulmaClass: 'table-container', element: 'div' });
  itIsConformant(TableRow, {
    name: 'TableRow',
    bulmaClass: 'is-selected',
    element: 'tr',
    props: { isSelected: true },
    refType: HTMLTableRowElement,
    as: false,
    wrapper: InTable,
    rootSelector: 'tr',
  });
  itIsConformant(TableCell, {
    name: 'TableCell',
    bulmaClass: 'is-narrow',
    element: 'td',
    props: { isNarrow: true },
    refType: HTMLTableCellElement,
    as: 'th',
    wrapper: InRow,
    rootSelector: 'tr > *',
  });

  it('exposes its sub-parts as static members', () => {
    expect(Table.Container).toBe(TableContainer);
    expect(Table.Row).toBe(TableRow);
    expect(Table.Cell).toBe(TableCell);
  });

  it('maps every table modifier', () => {
    render(<Table isBordered isStriped isNarrow isHoverable isFullwidth />);
    expect(screen.getByRole('table')).toHaveClass(
      'table',
      'is-bordered',
      'is-striped',
      'is-narrow',
      'is-hoverable',
      'is-fullwidth',
    );
  });

  it('renders a full table with coloured rows and cells', () => {
    render(
      <Table.Container>
        <Table>
          <thead>
            <Table.Row>
              <Table.Cell as="th" scope="col">
                Name
              </Table.Cell>
            </Table.Row>
          </thead>
          <tbody>
            <Table.Row color="primary">
              <Table.Cell color="success" isVcentered isSelected>
                Ada
              </Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.Cell>Grace</Table.Cell>
            </Table.Row>
          </tbody>
        </Table>
      </Table.Container>,
    );
    expect(screen.getByRole('table').parentElement).toHaveClass('table-container');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    const [, coloured, plain] = screen.getAllByRole('row');
    expect(coloured).toHaveClass('is-primary');
    expect(plain).not.toHaveAttribute('class');
    expect(screen.getByRole('cell', { name: 'Ada' })).toHaveClass('is-success', 'is-vcentered', 'is-selected');
    expect(screen.getByRole('cell', { name: 'Grace' })).not.toHaveAttribute('class');
  });
});
