export { Icon, type IconAlign, type IconProps, type IconSize } from './Icon.js';
