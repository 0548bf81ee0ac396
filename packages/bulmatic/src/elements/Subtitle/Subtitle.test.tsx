import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Subtitle } from './Subtitle.js';

describe('Subtitle', () => {
  itIsConformant(Subtitle, { name: 'Subtitle', bulmaClass: 'subtitle', element: 'p', as: 'h2' });

  it('maps size and spacing', () => {
    render(
      <Subtitle as="h3" size={6} isSpaced>
        Sub
      </Subtitle>,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveClass('subtitle', 'is-6', 'is-spaced');
  });
});
