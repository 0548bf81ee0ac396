import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { knownBulmaClasses } from '../../../test/bulmaClasses.js';
import { itIsConformant } from '../../../test/conformance.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { Cell } from '../Cell/Cell.js';
import { FIXED_GRID_BREAKPOINTS, FIXED_GRID_COUNTS, GRID_COLUMN_MINS, Grid } from './Grid.js';

describe('Grid', () => {
  itIsConformant(Grid, { name: 'Grid', bulmaClass: 'grid', element: 'div' });
  itIsConformant(Grid, {
    name: 'Grid',
    bulmaClass: 'grid',
    element: 'div',
    props: { cols: 4 },
    rootSelector: ':scope > * > *',
  });

  describe('smart grid (no cols)', () => {
    it('renders a single grid element without the fixed-grid wrapper', () => {
      const { container } = render(
        <Grid>
          <Cell>A</Cell>
        </Grid>,
      );
      expect(container.children).toHaveLength(1);
      expect(container.firstElementChild).toHaveAttribute('class', 'grid');
      expect(container.querySelector('.grid > .cell')).toHaveTextContent('A');
    });

    it('sets the minimum column width and auto-fill', () => {
      const { container } = render(<Grid colMin={12} isAutoFill />);
      expect(container.firstElementChild).toHaveAttribute('class', 'grid is-col-min-12 is-auto-fill');
    });

    it('takes the gaps from the helper props', () => {
      const { container } = render(<Grid gap={2} columnGap={0.5} rowGap={6} />);
      expect(container.firstElementChild).toHaveClass('grid', 'is-gap-2', 'is-column-gap-0.5', 'is-row-gap-6');
    });

    it('leaves is-auto-fill unprefixed, as Bulma’s prefixed build expects', () => {
      const { container } = render(
        <ConfigProvider prefix="bulma-">
          <Grid colMin={3} isAutoFill />
        </ConfigProvider>,
      );
      expect(container.firstElementChild).toHaveAttribute('class', 'bulma-grid bulma-is-col-min-3 is-auto-fill');
      const prefixedBuild = knownBulmaClasses('bulma/css/versions/bulma-prefixed.css');
      expect(prefixedBuild.has('is-auto-fill')).toBe(true);
      expect(prefixedBuild.has('bulma-is-auto-fill')).toBe(false);
    });
  });

  describe('fixed grid (with cols)', () => {
    it('wraps the grid in a fixed-grid container with the column count', () => {
      const ref = createRef<HTMLDivElement>();
      const { container } = render(
        <Grid cols={3} ref={ref} className="mine" gap={1} data-testid="grid">
          <Cell>A</Cell>
        </Grid>,
      );
      const wrapper = container.firstElementChild!;
      expect(wrapper).toHaveAttribute('class', 'fixed-grid has-3-cols');
      expect(wrapper.children).toHaveLength(1);
      const grid = screen.getByTestId('grid');
      expect(grid.parentElement).toBe(wrapper);
      expect(grid).toHaveAttribute('class', 'grid is-gap-1 mine');
      expect(ref.current).toBe(grid);
      expect(grid.querySelector(':scope > .cell')).toHaveTextContent('A');
    });

    it('sets a column count per breakpoint of the container', () => {
      const { container } = render(
        <Grid cols={{ base: 1, mobile: 2, tablet: 4, desktop: 6, widescreen: 8, fullhd: 12 }} />,
      );
      expect(container.firstElementChild).toHaveAttribute(
        'class',
        'fixed-grid has-1-cols has-2-cols-mobile has-4-cols-tablet has-6-cols-desktop has-8-cols-widescreen has-12-cols-fullhd',
      );
    });

    it('grows the count with the width with cols="auto"', () => {
      const { container } = render(<Grid cols="auto" />);
      expect(container.firstElementChild).toHaveAttribute('class', 'fixed-grid has-auto-count');
      expect(container.firstElementChild!.firstElementChild).toHaveAttribute('class', 'grid');
    });

    it('prefixes the wrapper’s classes too', () => {
      const { container } = render(
        <ConfigProvider prefix="bulma-">
          <Grid cols={{ tablet: 5 }} />
        </ConfigProvider>,
      );
      expect(container.firstElementChild).toHaveAttribute('class', 'bulma-fixed-grid bulma-has-5-cols-tablet');
      expect(container.firstElementChild!.firstElementChild).toHaveAttribute('class', 'bulma-grid');
    });

    it('renders the grid element through "as", keeping the wrapper a div', () => {
      const { container } = render(<Grid cols={2} as="ul" />);
      expect(container.firstElementChild!.tagName).toBe('DIV');
      expect(container.firstElementChild!.firstElementChild!.tagName).toBe('UL');
    });
  });

  it('only offers values Bulma defines', () => {
    const known = knownBulmaClasses();
    const classes = [
      ...GRID_COLUMN_MINS.map((min) => `is-col-min-${min}`),
      ...FIXED_GRID_COUNTS.flatMap((n) => [
        `has-${n}-cols`,
        ...FIXED_GRID_BREAKPOINTS.map((bp) => `has-${n}-cols-${bp}`),
      ]),
    ];
    expect(classes.filter((name) => !known.has(name))).toEqual([]);
  });
});
