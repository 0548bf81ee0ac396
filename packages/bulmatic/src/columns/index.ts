// The columns category's public surface; each component folder adds its export here.
export * from './Column/index.js';
export * from './Columns/index.js';
