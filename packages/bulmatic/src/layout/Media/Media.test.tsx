import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Media } from './Media.js';
import { MediaContent } from './MediaContent.js';
import { MediaLeft } from './MediaLeft.js';
import { MediaRight } from './MediaRight.js';

describe('Media', () => {
  itIsConformant(Media, { name: 'Media', bulmaClass: 'media', element: 'article', as: 'div' });
  itIsConformant(MediaLeft, { name: 'MediaLeft', bulmaClass: 'media-left', element: 'figure', as: 'div' });
  itIsConformant(MediaContent, { name: 'MediaContent', bulmaClass: 'media-content', element: 'div' });
  itIsConformant(MediaRight, { name: 'MediaRight', bulmaClass: 'media-right', element: 'div' });

  it('exposes its sub-parts as static members', () => {
    expect(Media.Left).toBe(MediaLeft);
    expect(Media.Content).toBe(MediaContent);
    expect(Media.Right).toBe(MediaRight);
  });

  it('renders left, content and right side by side, and nests', () => {
    const { container } = render(
      <Media>
        <Media.Left>
          <img src="/avatar.png" alt="Avatar" />
        </Media.Left>
        <Media.Content>
          <p>A comment</p>
          <Media>
            <Media.Content>A reply</Media.Content>
          </Media>
        </Media.Content>
        <Media.Right>
          <button type="button">Delete</button>
        </Media.Right>
      </Media>,
    );
    const media = screen.getAllByRole('article')[0]!;
    expect(media).toBe(container.firstElementChild);
    expect(media).toHaveAttribute('class', 'media');
    expect([...media.children].map((child) => `${child.tagName.toLowerCase()}.${child.className}`)).toEqual([
      'figure.media-left',
      'div.media-content',
      'div.media-right',
    ]);
    expect(media.querySelector('.media-content > .media > .media-content')).toHaveTextContent('A reply');
    expect(screen.getByRole('img', { name: 'Avatar' }).parentElement).toHaveClass('media-left');
  });

  it('maps the large size', () => {
    const { container } = render(<Media size="large" />);
    expect(container.firstElementChild).toHaveAttribute('class', 'media is-large');
  });
});
