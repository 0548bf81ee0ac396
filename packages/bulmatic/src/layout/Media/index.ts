export { Media, type MediaProps, type MediaSize } from './Media.js';
export { MediaContent, type MediaContentProps } from './MediaContent.js';
export { MediaLeft, type MediaLeftProps } from './MediaLeft.js';
export { MediaRight, type MediaRightProps } from './MediaRight.js';
