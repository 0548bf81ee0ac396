// The grid category's public surface; each component folder adds its export here.
export * from './Cell/index.js';
export * from './Grid/index.js';
