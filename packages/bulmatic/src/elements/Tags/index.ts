export { Tags, type TagsAlign, type TagsProps, type TagsSize } from './Tags.js';
