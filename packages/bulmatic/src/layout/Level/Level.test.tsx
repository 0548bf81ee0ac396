import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Level } from './Level.js';
import { LevelItem } from './LevelItem.js';
import { LevelLeft } from './LevelLeft.js';
import { LevelRight } from './LevelRight.js';

describe('Level', () => {
  itIsConformant(Level, { name: 'Level', bulmaClass: 'level', element: 'nav' });
  itIsConformant(LevelLeft, { name: 'LevelLeft', bulmaClass: 'level-left', element: 'div' });
  itIsConformant(LevelRight, { name: 'LevelRight', bulmaClass: 'level-right', element: 'div' });
  itIsConformant(LevelItem, { name: 'LevelItem', bulmaClass: 'level-item', element: 'div', as: 'p' });

  it('exposes its sub-parts as static members', () => {
    expect(Level.Left).toBe(LevelLeft);
    expect(Level.Right).toBe(LevelRight);
    expect(Level.Item).toBe(LevelItem);
  });

  it('renders left and right groups of items in a navigation landmark', () => {
    render(
      <Level aria-label="Toolbar">
        <Level.Left>
          <Level.Item>
            <strong>123 posts</strong>
          </Level.Item>
        </Level.Left>
        <Level.Right>
          <Level.Item as="a" href="/new">
            New
          </Level.Item>
        </Level.Right>
      </Level>,
    );
    const level = screen.getByRole('navigation', { name: 'Toolbar' });
    expect(level).toHaveAttribute('class', 'level');
    expect([...level.children].map((child) => child.className)).toEqual(['level-left', 'level-right']);
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('class', 'level-item');
    expect(level.querySelector('.level-left > .level-item')).toHaveTextContent('123 posts');
  });

  it('stays horizontal on mobile with isMobile', () => {
    const { container } = render(<Level isMobile />);
    expect(container.firstElementChild).toHaveAttribute('class', 'level is-mobile');
  });

  it('maps the item modifiers, and centres text with the helper prop', () => {
    const { container } = render(<Level.Item isNarrow isFlexible textAlign="centered" />);
    expect(container.firstElementChild).toHaveAttribute('class', 'level-item is-narrow is-flexible has-text-centered');
  });
});
