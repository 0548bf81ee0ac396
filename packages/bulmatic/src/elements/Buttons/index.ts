export { Buttons, type ButtonsAlign, type ButtonsProps, type ButtonsSize } from './Buttons.js';
