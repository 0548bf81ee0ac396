import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../test/conformance.js';
import { ConfigProvider } from './ConfigProvider.js';
import { Theme } from './Theme.js';

describe('Theme', () => {
  itIsConformant(Theme, { name: 'Theme', bulmaClass: 'theme-dark', element: 'div', props: { scheme: 'dark' } });

  it('sets Bulma variables on its wrapper, keeping the caller’s style', () => {
    render(
      <Theme
        colors={{ primary: { h: 280, s: 60, l: 50 } }}
        radii={{ normal: '0' }}
        style={{ padding: '1px' }}
        data-testid="t"
      >
        <span>inside</span>
      </Theme>,
    );
    const wrapper = screen.getByTestId('t');
    expect(wrapper.style.getPropertyValue('--bulma-primary-h')).toBe('280');
    expect(wrapper.style.getPropertyValue('--bulma-primary-s')).toBe('60%');
    expect(wrapper.style.getPropertyValue('--bulma-primary-l')).toBe('50%');
    expect(wrapper.style.getPropertyValue('--bulma-radius')).toBe('0');
    expect(wrapper.style.padding).toBe('1px');
    expect(wrapper).not.toHaveAttribute('class');
    expect(wrapper).toHaveTextContent('inside');
  });

  it('applies the light or dark scheme class, prefixed under a ConfigProvider', () => {
    const { rerender } = render(<Theme scheme="light" data-testid="t" />);
    expect(screen.getByTestId('t')).toHaveClass('theme-light');
    rerender(
      <ConfigProvider prefix="bulma-">
        <Theme scheme="dark" data-testid="t" />
      </ConfigProvider>,
    );
    expect(screen.getByTestId('t')).toHaveClass('bulma-theme-dark');
    expect(screen.getByTestId('t')).not.toHaveClass('theme-dark');
  });

  it('with global, themes the document root and undoes it on unmount', () => {
    const root = document.documentElement;
    const { container, unmount } = render(
      <Theme global scheme="dark" colors={{ link: '#0000ff' }} fonts={{ primary: 'Inter' }}>
        <p>page</p>
      </Theme>,
    );
    expect(container.firstElementChild!.tagName).toBe('P');
    expect(root).toHaveClass('theme-dark');
    expect(root.style.getPropertyValue('--bulma-link-h')).toBe('240');
    expect(root.style.getPropertyValue('--bulma-family-primary')).toBe('Inter');
    unmount();
    expect(root).not.toHaveClass('theme-dark');
    expect(root.style.getPropertyValue('--bulma-link-h')).toBe('');
  });

  it('with global and no scheme, only sets variables', () => {
    const root = document.documentElement;
    const { unmount } = render(<Theme global radii={{ large: '1rem' }} />);
    expect(root.style.getPropertyValue('--bulma-radius-large')).toBe('1rem');
    expect(root.className).toBe('');
    unmount();
    expect(root.style.getPropertyValue('--bulma-radius-large')).toBe('');
  });
});
