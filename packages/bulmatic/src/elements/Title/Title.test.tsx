import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Title } from './Title.js';

describe('Title', () => {
  itIsConformant(Title, { name: 'Title', bulmaClass: 'title', element: 'h1', as: 'p' });

  it('maps size and spacing independently of the heading level', () => {
    render(
      <Title as="h2" size={4} isSpaced>
        Hello
      </Title>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Hello' });
    expect(heading).toHaveClass('title', 'is-4', 'is-spaced');
  });

  it('has no modifiers by default', () => {
    render(<Title>Hi</Title>);
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('title');
  });
});
