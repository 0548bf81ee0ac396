/**
 * A generated category page (/docs/category/...), plus the link to its Markdown twin. The theme draws its metadata
 * inside this component with no part of its own to wrap, so the link is added beside the whole page.
 */
import React from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownTwinLink from '@site/src/components/CopyPageMenu/MarkdownTwinLink';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <MarkdownTwinLink permalink={props.categoryGeneratedIndex.permalink} />
      <DocCategoryGeneratedIndexPage {...props} />
    </>
  );
}
