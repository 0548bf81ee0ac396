/**
 * Popular pages on /search while no query is typed. The theme's search page draws its own layout, so the block is
 * put at the end of the page's content (its container in the main wrapper) through a portal, once the page has hydrated: nothing of it is in the
 * server's HTML, so hydration is untouched. It goes as soon as the reader types.
 */
import type React from 'react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from '@docusaurus/router';
import { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';
import PopularPages from './index';

export default function PopularOnEmptySearch(): React.JSX.Element | null {
  const { search } = useLocation();
  const query = new URLSearchParams(search).get('q') ?? '';
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const content = document.querySelector('.main-wrapper .container') ?? document.querySelector('.main-wrapper');
    if (!content) return undefined;
    const element = document.createElement('div');
    content.append(element);
    setHost(element);
    return () => element.remove();
  }, []);
  if (!host || query.trim() !== '') return null;
  // Rendered beside the theme's page, outside its layout: the docs version context the contextual facet filters
  // read is given here (the layout gives it to the page itself).
  return createPortal(
    <DocsPreferredVersionContextProvider>
      <PopularPages />
    </DocsPreferredVersionContextProvider>,
    host,
  );
}
