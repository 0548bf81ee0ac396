/** get_component's CSS variables section for the shapes the fixture site does not have. */
import { describe, expect, it } from 'vitest';
import { formatComponent } from '../src/mcp/format.js';
import type { DocsComponent } from '../src/mcp/manifest.js';
import { MANIFEST } from './support/docsSite.js';

const button = MANIFEST.components[0]!;
const withVariables = (cssVariables: DocsComponent['cssVariables']): string =>
  formatComponent({ ...button, cssVariables }, MANIFEST, []);

describe('the CSS variables of a component', () => {
  const entry = button.cssVariables[0]!;

  it('say what a selector without variables of its own reads instead', () => {
    const text = withVariables([
      { ...entry, selector: '.buttons', variables: [], reads: ['--bulma-block-spacing', '--bulma-radius'] },
    ]);
    expect(text).toContain(
      '`.buttons` declares no variables of its own; its rules read these global ones (on `:root`): ' +
        '`--bulma-block-spacing`, `--bulma-radius`.',
    );
    expect(withVariables([{ ...entry, variables: [], reads: [] }])).toContain(
      '`.button` declares no variables of its own, and reads none of the global ones.',
    );
  });

  it('name the prefixed selector where the prefixed build has its own', () => {
    expect(withVariables([entry])).toContain(
      "On `.button` (`.bulma-button` in Bulma's prefixed build); set them there or on the element:",
    );
  });

  it('call the variables on :root global, without a prefixed selector, and escape pipes in defaults', () => {
    const text = withVariables([
      {
        ...entry,
        selector: ':root',
        prefixedSelector: ':root',
        variables: [{ name: '--bulma-x', value: 'a | b', description: null }],
      },
    ]);
    expect(text).toContain(
      'Global: on `:root` in both builds, so they hold for the whole page; setting one on an element changes it ' +
        'within that element:',
    );
    expect(text).not.toContain('prefixed build)');
    expect(text).toContain('| `--bulma-x` | `a \\| b` |  |');
  });

  it('leave the prefixed build out where its selector is the same', () => {
    const text = withVariables([{ ...entry, selector: 'html', prefixedSelector: 'html' }]);
    expect(text).toContain('On `html`; set them there or on the element:');
    expect(text).not.toContain('prefixed build');
  });

  it('leave the section out when the component renders no Bulma component of its own', () => {
    expect(withVariables([])).not.toContain('CSS variables');
  });
});
