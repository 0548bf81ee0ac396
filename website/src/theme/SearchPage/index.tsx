/**
 * The search page as the theme draws it, plus the description search engines and link previews show for it (the
 * theme's page sets only a title), and the popular pages while no query is typed.
 */
import type React from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type { WrapperProps } from '@docusaurus/types';
import PopularOnEmptySearch from '@site/src/components/PopularPages/onEmptySearchPage';

type Props = WrapperProps<typeof SearchPageType>;

export default function SearchPageWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'theme.SearchPage.description',
          message: 'Search the Bulmatic documentation: guides, the tutorial, the component API reference and the blog.',
          description: 'The meta description of the search page',
        })}
      />
      <SearchPage {...props} />
      <PopularOnEmptySearch />
    </>
  );
}
