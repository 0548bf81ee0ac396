import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { itIsConformant } from '../../../test/conformance.js';
import { Icon } from './Icon.js';

const glyph = (container: HTMLElement) => container.firstElementChild!.firstElementChild!;

describe('Icon', () => {
  itIsConformant(Icon, { name: 'Icon', bulmaClass: 'icon', element: 'span', props: { name: 'home' }, as: 'div' });

  it('uses Font Awesome by default', () => {
    const { container } = render(<Icon name="home" />);
    expect(glyph(container).tagName).toBe('I');
    expect(glyph(container).className).toBe('fas fa-home');
  });

  it('renders Font Awesome styles, MDI, Ionicons and Material Symbols conventions', () => {
    const cases: Array<[ReactElement, string, string]> = [
      [<Icon name="github" variant="fab" />, 'I', 'fab fa-github'],
      [<Icon name="bell" library="mdi" />, 'I', 'mdi mdi-bell'],
      [<Icon name="heart" library="ionicons" />, 'I', 'ion-heart'],
      [<Icon name="heart" library="ionicons" variant="md" />, 'I', 'ion-md-heart'],
      [<Icon name="search" library="material-symbols" />, 'SPAN', 'material-symbols-outlined'],
      [<Icon name="search" library="material-symbols" variant="rounded" />, 'SPAN', 'material-symbols-rounded'],
    ];
    for (const [element, tag, className] of cases) {
      const { container, unmount } = render(element);
      expect(glyph(container).tagName).toBe(tag);
      expect(glyph(container).className).toBe(className);
      unmount();
    }
  });

  it('writes the ligature text for Material Symbols', () => {
    const { container } = render(<Icon name="search" library="material-symbols" />);
    expect(glyph(container)).toHaveTextContent('search');
  });

  it('takes the library and variant from ConfigProvider, and a per-icon library wins', () => {
    const { container } = render(
      <ConfigProvider iconLibrary="mdi">
        <Icon name="bell" />
        <ConfigProvider iconLibrary="fontawesome" iconVariant="far">
          <Icon name="bell" />
          <Icon name="bell" library="material-symbols" />
        </ConfigProvider>
      </ConfigProvider>,
    );
    const glyphs = [...container.querySelectorAll('.icon > *')].map((node) => node.className);
    expect(glyphs).toEqual(['mdi mdi-bell', 'far fa-bell', 'material-symbols-outlined']);
  });

  it('never prefixes the icon font classes', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Icon name="home" size="large" />
      </ConfigProvider>,
    );
    expect(container.firstElementChild).toHaveClass('bulma-icon', 'bulma-is-large');
    expect(glyph(container).className).toBe('fas fa-home');
  });

  it('maps size and align, and adds iconClassName to the glyph', () => {
    const { container } = render(<Icon name="home" size="small" align="left" iconClassName="fa-lg" />);
    expect(container.firstElementChild).toHaveClass('icon', 'is-small', 'is-left');
    expect(glyph(container)).toHaveClass('fa-lg');
  });

  it('is decorative without a label and an image with one', () => {
    const { container, rerender } = render(<Icon name="home" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    rerender(<Icon name="home" label="Home" />);
    expect(screen.getByRole('img', { name: 'Home' })).toBe(container.firstElementChild);
  });

  it('holds custom children such as an SVG', () => {
    const { container } = render(
      <Icon>
        <svg data-testid="svg" />
      </Icon>,
    );
    expect(container.querySelector('i')).toBeNull();
    expect(screen.getByTestId('svg')).toBeInTheDocument();
  });
});
