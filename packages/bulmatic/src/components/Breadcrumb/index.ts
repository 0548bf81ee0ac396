export {
  BREADCRUMB_SEPARATORS,
  Breadcrumb,
  type BreadcrumbAlign,
  type BreadcrumbProps,
  type BreadcrumbSeparator,
  type BreadcrumbSize,
} from './Breadcrumb.js';
export { BreadcrumbItem, type BreadcrumbItemProps } from './BreadcrumbItem.js';
