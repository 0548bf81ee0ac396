// The public surface of bulmatic. Each category has its own barrel.
export * from './helpers/index.js';
export * from './elements/index.js';
export * from './components/index.js';
export * from './form/index.js';
export * from './columns/index.js';
export * from './grid/index.js';
export * from './layout/index.js';
export * from './extras/index.js';
