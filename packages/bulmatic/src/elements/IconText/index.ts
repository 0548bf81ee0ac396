export { IconText, type IconTextProps } from './IconText.js';
