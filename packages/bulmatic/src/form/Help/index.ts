export { Help, type HelpProps } from './Help.js';
