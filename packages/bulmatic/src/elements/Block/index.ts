export { Block, type BlockProps } from './Block.js';
