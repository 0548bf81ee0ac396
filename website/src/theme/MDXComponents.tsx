/** The theme's Markdown elements, with tables that a keyboard can scroll (components/ScrollableTable). */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default { ...MDXComponents, table: ScrollableTable };
