import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { itIsConformant } from '../../../test/conformance.js';
import { Image } from './Image.js';

describe('Image', () => {
  itIsConformant(Image, { name: 'Image', bulmaClass: 'image', element: 'figure', as: 'div' });

  it('renders an img with src and alt', () => {
    render(<Image src="/cat.png" alt="A cat" size={128} />);
    const img = screen.getByRole('img', { name: 'A cat' });
    expect(img).toHaveAttribute('src', '/cat.png');
    expect(img).not.toHaveAttribute('class');
    expect(img.parentElement).toHaveClass('image', 'is-128x128');
  });

  it('maps ratio and fullwidth, and rounds the image', () => {
    render(
      <Image
        src="/a.png"
        alt=""
        ratio="16by9"
        isFullwidth
        isRounded
        imgProps={{ loading: 'lazy', className: 'own' }}
      />,
    );
    const img = screen.getByRole('presentation');
    expect(img).toHaveClass('is-rounded', 'own');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement).toHaveClass('image', 'is-16by9', 'is-fullwidth');
  });

  it('prefixes the rounded class of the img', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Image src="/a.png" ratio="square" isRounded />
      </ConfigProvider>,
    );
    expect(container.firstElementChild).toHaveClass('bulma-image', 'bulma-is-square');
    expect(container.querySelector('img')).toHaveClass('bulma-is-rounded');
  });

  it('renders children (such as an iframe) when there is no src', () => {
    const { container } = render(
      <Image ratio="4by3">
        <iframe title="video" />
      </Image>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'video');
  });
});
