export { IMAGE_SIZES, Image, type ImageProps, type ImageRatio, type ImageSize } from './Image.js';
