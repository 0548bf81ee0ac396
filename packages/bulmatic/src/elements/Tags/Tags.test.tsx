import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Tags } from './Tags.js';

describe('Tags', () => {
  itIsConformant(Tags, { name: 'Tags', bulmaClass: 'tags', element: 'div' });

  it('maps addons, alignment and group size', () => {
    const { container } = render(<Tags hasAddons align="right" size="large" />);
    expect(container.firstElementChild).toHaveClass('tags', 'has-addons', 'is-right', 'are-large');
  });
});
