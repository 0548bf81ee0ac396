export { Footer, type FooterProps } from './Footer.js';
