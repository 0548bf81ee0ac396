export { Level, type LevelProps } from './Level.js';
export { LevelItem, type LevelItemProps } from './LevelItem.js';
export { LevelLeft, type LevelLeftProps } from './LevelLeft.js';
export { LevelRight, type LevelRightProps } from './LevelRight.js';
