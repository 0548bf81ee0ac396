import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { itIsConformant } from '../../../test/conformance.js';
import { Icon } from '../Icon/Icon.js';
import { IconText } from './IconText.js';

describe('IconText', () => {
  itIsConformant(IconText, { name: 'IconText', bulmaClass: 'icon-text', element: 'span', as: 'div' });

  it('renders an icon before the text', () => {
    const { container } = render(<IconText icon="star">Starred</IconText>);
    const [icon, text] = [...container.firstElementChild!.children];
    expect(icon).toHaveClass('icon');
    expect(icon!.firstElementChild!.className).toBe('fas fa-star');
    expect(text!.tagName).toBe('SPAN');
    expect(text).toHaveTextContent('Starred');
  });

  it('renders the icon after the text with iconPosition="right", in the chosen library', () => {
    const { container } = render(
      <IconText icon="arrow-right" iconPosition="right" library="mdi">
        Next
      </IconText>,
    );
    const [text, icon] = [...container.firstElementChild!.children];
    expect(text).toHaveTextContent('Next');
    expect(icon!.firstElementChild!.className).toBe('mdi mdi-arrow-right');
  });

  it('passes its prefix to the icon it renders', () => {
    const { container } = render(
      <IconText icon="star" classPrefix="x-">
        Starred
      </IconText>,
    );
    expect(container.querySelector('.x-icon')).not.toBeNull();
    expect(container.querySelector('.icon')).toBeNull();
  });

  it('composes its own children when no icon is given', () => {
    const { container } = render(
      <ConfigProvider iconLibrary="material-symbols">
        <IconText>
          <Icon name="train" />
          <span>Paris</span>
        </IconText>
      </ConfigProvider>,
    );
    expect(container.firstElementChild!.children).toHaveLength(2);
    expect(container.querySelector('.material-symbols-outlined')).toHaveTextContent('train');
  });
});
