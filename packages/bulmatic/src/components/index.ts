// The components category's public surface; each component folder adds its export here.
export * from './Breadcrumb/index.js';
export * from './Card/index.js';
export * from './Dropdown/index.js';
export * from './Menu/index.js';
export * from './Message/index.js';
export * from './Modal/index.js';
export * from './Navbar/index.js';
export * from './Pagination/index.js';
export * from './Panel/index.js';
export * from './Tabs/index.js';
