import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { HERO_SIZES, Hero } from './Hero.js';
import { HeroBody } from './HeroBody.js';
import { HeroButtons } from './HeroButtons.js';
import { HeroFoot } from './HeroFoot.js';
import { HeroHead } from './HeroHead.js';
import { HeroVideo } from './HeroVideo.js';

describe('Hero', () => {
  itIsConformant(Hero, { name: 'Hero', bulmaClass: 'hero', element: 'section', as: 'div' });
  itIsConformant(HeroHead, { name: 'HeroHead', bulmaClass: 'hero-head', element: 'div', as: 'header' });
  itIsConformant(HeroBody, { name: 'HeroBody', bulmaClass: 'hero-body', element: 'div' });
  itIsConformant(HeroFoot, { name: 'HeroFoot', bulmaClass: 'hero-foot', element: 'div', as: 'footer' });
  itIsConformant(HeroVideo, { name: 'HeroVideo', bulmaClass: 'hero-video', element: 'div' });
  itIsConformant(HeroButtons, { name: 'HeroButtons', bulmaClass: 'hero-buttons', element: 'div' });

  it('exposes its sub-parts as static members', () => {
    expect(Hero.Head).toBe(HeroHead);
    expect(Hero.Body).toBe(HeroBody);
    expect(Hero.Foot).toBe(HeroFoot);
    expect(Hero.Video).toBe(HeroVideo);
    expect(Hero.Buttons).toBe(HeroButtons);
  });

  it('renders head, body and foot as direct children in order', () => {
    const { container } = render(
      <Hero color="primary" size="fullheight" aria-label="Welcome">
        <Hero.Head>
          <nav>Menu</nav>
        </Hero.Head>
        <Hero.Body>
          <p>Title</p>
          <Hero.Buttons>
            <button type="button">Start</button>
          </Hero.Buttons>
        </Hero.Body>
        <Hero.Foot>Tabs</Hero.Foot>
      </Hero>,
    );
    const hero = screen.getByRole('region', { name: 'Welcome' });
    expect(hero).toBe(container.firstElementChild);
    expect(hero).toHaveAttribute('class', 'hero is-primary is-fullheight');
    expect([...hero.children].map((child) => child.className)).toEqual(['hero-head', 'hero-body', 'hero-foot']);
    expect(hero.querySelector('.hero-body > .hero-buttons')).toHaveTextContent('Start');
    expect(hero.querySelector('.hero-head > nav')).toHaveTextContent('Menu');
  });

  it('maps colour, bold variant and full height with a navbar', () => {
    const { container } = render(<Hero color="info" variant="bold" isFullheightWithNavbar />);
    expect(container.firstElementChild).toHaveAttribute('class', 'hero is-info is-bold is-fullheight-with-navbar');
  });

  it('maps every size', () => {
    const { container, rerender } = render(<Hero />);
    expect(container.firstElementChild).toHaveAttribute('class', 'hero');
    for (const size of HERO_SIZES) {
      rerender(<Hero size={size} />);
      expect(container.firstElementChild).toHaveAttribute('class', `hero is-${size}`);
    }
  });

  it('renders a transparent background video', () => {
    const { container } = render(
      <Hero>
        <Hero.Video isTransparent>
          <video src="/clip.mp4" muted />
        </Hero.Video>
        <Hero.Body>Over the video</Hero.Body>
      </Hero>,
    );
    expect(container.querySelector('.hero > .hero-video')).toHaveAttribute('class', 'hero-video is-transparent');
    expect(container.querySelector('.hero-video > video')).toHaveAttribute('src', '/clip.mp4');
  });

  it('prefixes the hero and every part', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Hero color="dark" size="small">
          <Hero.Head />
          <Hero.Body />
          <Hero.Foot />
        </Hero>
      </ConfigProvider>,
    );
    const hero = container.firstElementChild!;
    expect(hero).toHaveAttribute('class', 'bulma-hero bulma-is-dark bulma-is-small');
    expect([...hero.children].map((child) => child.className)).toEqual([
      'bulma-hero-head',
      'bulma-hero-body',
      'bulma-hero-foot',
    ]);
  });
});
