export { Subtitle, type SubtitleProps } from './Subtitle.js';
