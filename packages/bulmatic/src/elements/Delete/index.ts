export { Delete, type DeleteProps, type DeleteSize } from './Delete.js';
