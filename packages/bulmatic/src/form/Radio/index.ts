export { Radio, type RadioProps } from './Radio.js';
