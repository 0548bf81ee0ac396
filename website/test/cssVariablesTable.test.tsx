// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import CssVariablesTable from '../src/components/CssVariablesTable';
import { libraryCssVariables } from '../plugins/css-variables/bulmaVariables';
import { tableEntries } from '../plugins/css-variables/remark';

const variables = libraryCssVariables();

describe('<CssVariablesTable>', () => {
  afterEach(cleanup);

  it('shows a row per variable, with the selectors of both builds above the table', () => {
    const data = tableEntries(variables.get('Button')!);
    const { container } = render(createElement(CssVariablesTable, { of: 'Button', data }));
    expect(container.querySelector('[data-css-variables-of="Button"]')).not.toBeNull();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(data[0]!.variables.length);
    const row = rows.find((candidate) => candidate.textContent?.startsWith('--bulma-button-h'))!;
    expect(within(row).getByRole('rowheader').textContent).toBe('--bulma-button-h');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['var(--bulma-scheme-h)', 'Colour hue.']);
    expect(container.textContent).toContain('Bulma declares these on .button; in its prefixed build');
    expect(container.textContent).toContain('on .bulma-button.');
  });

  it('says what to change for a selector without variables, and fails without build data', () => {
    const { container } = render(
      createElement(CssVariablesTable, { of: 'Block', data: tableEntries(variables.get('Block')!) }),
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.textContent).toContain('declares no variables of its own');
    const name = container.querySelector('code:last-of-type')!;
    expect(name.textContent).toBe('--bulma-block-spacing');
    // A line never ends on the name's leading dashes: they stay with the word after them.
    expect((name.firstElementChild as HTMLElement).textContent).toBe('--bulma');
    expect((name.firstElementChild as HTMLElement).style.whiteSpace).toBe('nowrap');
    expect(() => render(createElement(CssVariablesTable, { of: 'Block' }))).toThrow(/has no data/);
  });
});
