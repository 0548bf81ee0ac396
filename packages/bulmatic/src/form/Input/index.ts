export { Input, type InputProps } from './Input.js';
