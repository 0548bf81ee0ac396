/**
 * The theme's Markdown elements, with tables that a keyboard can scroll (components/ScrollableTable), and the
 * "Related pages" block the build appends to every docs page and post (plugins/related-pages).
 */
import MDXComponents from '@theme-original/MDXComponents';
import RelatedPages from '@site/src/components/RelatedPages';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default { ...MDXComponents, table: ScrollableTable, RelatedPages };
