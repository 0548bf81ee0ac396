import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { knownBulmaClasses } from '../../../test/bulmaClasses.js';
import { itIsConformant } from '../../../test/conformance.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { CELL_BREAKPOINTS, CELL_NUMBERS, Cell } from './Cell.js';

const classOf = (node: ReactElement) => render(node).container.firstElementChild!.getAttribute('class');

describe('Cell', () => {
  itIsConformant(Cell, { name: 'Cell', bulmaClass: 'cell', element: 'div', as: 'li' });

  it('renders only the base class by default', () => {
    expect(classOf(<Cell />)).toBe('cell');
  });

  it('maps spans, starts and starts from the end', () => {
    expect(classOf(<Cell colSpan={2} colStart={3} colFromEnd={1} rowSpan={4} rowStart={2} rowFromEnd={3} />)).toBe(
      'cell is-col-span-2 is-col-start-3 is-col-from-end-1 is-row-span-4 is-row-start-2 is-row-from-end-3',
    );
  });

  it('starts the cell on the last line with "end"', () => {
    expect(classOf(<Cell colStart="end" rowStart="end" />)).toBe('cell is-col-start-end is-row-start-end');
  });

  it('sets every value per breakpoint, base first, then in breakpoint order', () => {
    expect(
      classOf(
        <Cell
          colSpan={{ fullhd: 3, base: 12, mobile: 12, tablet: 6, 'tablet-only': 5, desktop: 4, 'desktop-only': 2 }}
          rowStart={{ widescreen: 1, 'widescreen-only': 2 }}
          colFromEnd={{ tablet: 2 }}
        />,
      ),
    ).toBe(
      'cell is-col-span-12 is-col-span-12-mobile is-col-span-6-tablet is-col-span-5-tablet-only ' +
        'is-col-span-4-desktop is-col-span-2-desktop-only is-col-span-3-fullhd is-col-from-end-2-tablet ' +
        'is-row-start-1-widescreen is-row-start-2-widescreen-only',
    );
  });

  it('prefixes every class', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Cell colSpan={{ base: 2, mobile: 1 }} rowStart="end" />
      </ConfigProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute(
      'class',
      'bulma-cell bulma-is-col-span-2 bulma-is-col-span-1-mobile bulma-is-row-start-end',
    );
  });

  it('only offers values Bulma defines, at every breakpoint', () => {
    const known = knownBulmaClasses();
    const families = ['col-span', 'col-start', 'col-from-end', 'row-span', 'row-start', 'row-from-end'];
    const classes = families.flatMap((family) =>
      CELL_NUMBERS.flatMap((n) => [`is-${family}-${n}`, ...CELL_BREAKPOINTS.map((bp) => `is-${family}-${n}-${bp}`)]),
    );
    expect(classes).toHaveLength(6 * 12 * 9);
    expect(classes.filter((name) => !known.has(name))).toEqual([]);
  });
});
