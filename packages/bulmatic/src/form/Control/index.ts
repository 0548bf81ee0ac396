export { CONTROL_SIZES, Control, type ControlProps, type ControlSize } from './Control.js';
