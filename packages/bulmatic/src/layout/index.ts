// The layout category's public surface; each component folder adds its export here.
export * from './Container/index.js';
export * from './Footer/index.js';
export * from './Hero/index.js';
export * from './Level/index.js';
export * from './Media/index.js';
export * from './Section/index.js';
