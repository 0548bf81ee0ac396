export { Pagination, type PaginationAlign, type PaginationProps, type PaginationSize } from './Pagination.js';
export { PaginationEllipsis, type PaginationEllipsisProps } from './PaginationEllipsis.js';
export { PaginationLink, type PaginationLinkProps } from './PaginationLink.js';
export { PaginationList, type PaginationListProps } from './PaginationList.js';
export { PaginationNext, type PaginationNextProps } from './PaginationNext.js';
export { PaginationPrevious, type PaginationPreviousProps } from './PaginationPrevious.js';
