/**
 * Ends every docs page and blog post with `<RelatedPages data={...} />`, its related pages written into the
 * compiled page like a literal: the block is in the page's HTML (for static hosts, readers without scripts and
 * search engines) and hydrates from the same data. A file that is not a listed page gets nothing.
 */
import type { Root } from 'mdast';
import { type JsxElement, setDataAttribute } from '../mdx/buildTimeData';
import { relatedLinksOf } from './store';

export default function remarkRelatedPages() {
  return (tree: Root, file: { path?: string }) => {
    const links = file.path === undefined ? undefined : relatedLinksOf(file.path);
    if (!links || links.length === 0) return;
    const element: JsxElement = { type: 'mdxJsxFlowElement', name: 'RelatedPages', attributes: [], children: [] };
    setDataAttribute(element, links);
    (tree.children as unknown as JsxElement[]).push(element);
  };
}
