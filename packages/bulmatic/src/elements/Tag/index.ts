export { Tag, type TagProps, type TagSize, type TagVariant } from './Tag.js';
