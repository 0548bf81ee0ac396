export { HERO_SIZES, HERO_VARIANTS, Hero, type HeroProps, type HeroSize, type HeroVariant } from './Hero.js';
export { HeroBody, type HeroBodyProps } from './HeroBody.js';
export { HeroButtons, type HeroButtonsProps } from './HeroButtons.js';
export { HeroFoot, type HeroFootProps } from './HeroFoot.js';
export { HeroHead, type HeroHeadProps } from './HeroHead.js';
export { HeroVideo, type HeroVideoProps } from './HeroVideo.js';
