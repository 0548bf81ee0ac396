import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { knownBulmaClasses } from '../../../test/bulmaClasses.js';
import { itIsConformant } from '../../../test/conformance.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { COLUMN_BREAKPOINTS, COLUMN_OFFSETS, COLUMN_SIZES, Column } from './Column.js';

const classOf = (node: ReactElement) => render(node).container.firstElementChild!.getAttribute('class');

describe('Column', () => {
  itIsConformant(Column, { name: 'Column', bulmaClass: 'column', element: 'div', as: 'article' });

  it('renders only the base class by default', () => {
    expect(classOf(<Column />)).toBe('column');
  });

  it('maps numbered, named, full and narrow sizes', () => {
    expect(classOf(<Column size={4} />)).toBe('column is-4');
    expect(classOf(<Column size={0} />)).toBe('column is-0');
    expect(classOf(<Column size="one-third" />)).toBe('column is-one-third');
    expect(classOf(<Column size="full" />)).toBe('column is-full');
    expect(classOf(<Column size="narrow" />)).toBe('column is-narrow');
  });

  it('maps offsets', () => {
    expect(classOf(<Column offset={3} />)).toBe('column is-offset-3');
    expect(classOf(<Column offset={0} />)).toBe('column is-offset-0');
    expect(classOf(<Column size="half" offset="one-quarter" />)).toBe('column is-half is-offset-one-quarter');
  });

  it('sets size and offset per breakpoint, base first, then from small to large screens', () => {
    expect(
      classOf(
        <Column
          size={{ fullhd: 2, base: 6, mobile: 'full', tablet: 'half', touch: 'narrow', desktop: 4, widescreen: 3 }}
          offset={{ desktop: 2, mobile: 0, widescreen: 'one-fifth' }}
        />,
      ),
    ).toBe(
      'column is-6 is-full-mobile is-half-tablet is-narrow-touch is-4-desktop is-3-widescreen is-2-fullhd ' +
        'is-offset-0-mobile is-offset-2-desktop is-offset-one-fifth-widescreen',
    );
  });

  it('skips breakpoints left undefined', () => {
    expect(classOf(<Column size={{ mobile: undefined, desktop: 'narrow' }} />)).toBe('column is-narrow-desktop');
  });

  it('prefixes every size and offset class', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Column size={{ base: 'half', mobile: 12 }} offset={{ tablet: 1 }} />
      </ConfigProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute(
      'class',
      'bulma-column bulma-is-half bulma-is-12-mobile bulma-is-offset-1-tablet',
    );
  });

  it('only offers sizes and offsets Bulma defines, at every breakpoint', () => {
    const known = knownBulmaClasses();
    const expand = (name: string) => [name, ...COLUMN_BREAKPOINTS.map((bp) => `${name}-${bp}`)];
    const classes = [
      ...COLUMN_SIZES.flatMap((size) => expand(`is-${size}`)),
      ...COLUMN_OFFSETS.flatMap((offset) => expand(`is-offset-${offset}`)),
    ];
    expect(classes).toHaveLength((COLUMN_SIZES.length + COLUMN_OFFSETS.length) * 7);
    expect(classes.filter((name) => !known.has(name))).toEqual([]);
  });
});
