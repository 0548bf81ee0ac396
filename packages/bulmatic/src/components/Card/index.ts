export { Card, type CardProps } from './Card.js';
export { CardContent, type CardContentProps } from './CardContent.js';
export { CardFooter, type CardFooterProps } from './CardFooter.js';
export { CardFooterItem, type CardFooterItemProps } from './CardFooterItem.js';
export { CardHeader, type CardHeaderProps } from './CardHeader.js';
export { CardHeaderIcon, type CardHeaderIconProps } from './CardHeaderIcon.js';
export { CardHeaderTitle, type CardHeaderTitleProps } from './CardHeaderTitle.js';
export { CardImage, type CardImageProps } from './CardImage.js';
