import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { postDateFormat, type PostDateFormat } from './postDate';

/** The post date format of the page's locale (see postDate.ts). */
export function usePostDateFormat(): PostDateFormat {
  const { i18n } = useDocusaurusContext();
  return useMemo(() => postDateFormat(i18n.currentLocale), [i18n.currentLocale]);
}
