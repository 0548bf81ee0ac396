import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knownBulmaClasses } from '../../../test/bulmaClasses.js';
import { itIsConformant } from '../../../test/conformance.js';
import { BULMA_BREAKPOINTS } from '../../helpers/constants.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { Column } from '../Column/Column.js';
import { COLUMNS_GAPS, Columns } from './Columns.js';

describe('Columns', () => {
  itIsConformant(Columns, { name: 'Columns', bulmaClass: 'columns', element: 'div' });

  it('renders only the base class by default', () => {
    const { container } = render(<Columns />);
    expect(container.firstElementChild).toHaveAttribute('class', 'columns');
  });

  it('maps every boolean modifier', () => {
    const { container } = render(<Columns isGapless isMultiline isVcentered isCentered isMobile />);
    expect(container.firstElementChild).toHaveClass(
      'columns',
      'is-gapless',
      'is-multiline',
      'is-vcentered',
      'is-centered',
      'is-mobile',
    );
  });

  it('activates at the desktop breakpoint with isDesktop', () => {
    const { container } = render(<Columns isDesktop />);
    expect(container.firstElementChild).toHaveAttribute('class', 'columns is-desktop');
  });

  it('sets the gap, alone or per breakpoint', () => {
    const { container, rerender } = render(<Columns gapSize={3} />);
    expect(container.firstElementChild).toHaveAttribute('class', 'columns is-3');
    rerender(<Columns gapSize={{ base: 0, mobile: 1, 'tablet-only': 4, desktop: 8, fullhd: 2 }} />);
    expect(container.firstElementChild).toHaveAttribute(
      'class',
      'columns is-0 is-1-mobile is-4-tablet-only is-8-desktop is-2-fullhd',
    );
  });

  it('prefixes gap classes under a ConfigProvider', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Columns gapSize={{ base: 2, widescreen: 6 }} isMultiline />
      </ConfigProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute(
      'class',
      'bulma-columns bulma-is-2 bulma-is-6-widescreen bulma-is-multiline',
    );
  });

  it('only offers gaps Bulma defines, at every breakpoint', () => {
    const known = knownBulmaClasses();
    const classes = COLUMNS_GAPS.flatMap((gap) => [`is-${gap}`, ...BULMA_BREAKPOINTS.map((bp) => `is-${gap}-${bp}`)]);
    expect(classes.filter((name) => !known.has(name))).toEqual([]);
  });

  it('holds columns', () => {
    const { container } = render(
      <Columns>
        <Column>One</Column>
        <Column>Two</Column>
      </Columns>,
    );
    expect(container.querySelectorAll('.columns > .column')).toHaveLength(2);
  });
});
