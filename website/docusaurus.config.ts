import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import { darkCodeTheme, lightCodeTheme } from './config/codeThemes';
import { pageTemplateWith } from './config/pageTemplate';
import { readSiteEnv, type StartupChange } from '@bulmatic/config';
import remarkCssVariablesTable from './plugins/css-variables/remark';
import remarkPropsTable from './plugins/props-table/remark';
import remarkConfigurator from './plugins/configurator/remark';
import remarkRelatedPages from './plugins/related-pages/remark';
import { pageFeedbackMode } from './src/components/PageFeedback/availability';

const env = readSiteEnv();
// Every start-up change is on unless BULMATIC_STARTUP_OFF names it (@bulmatic/config's startupChanges.ts, bench/lighthouse).
const startupOn = (change: StartupChange) => !env.startupOff.has(change);
const search = env.hostedAlgolia ?? env.search;
const copyrightYear = new Date().getFullYear();

// Docusaurus 3.10 paginates an author's posts under /blog/authors/{name}/page/N; older links (and our spec) use
// /blog/authors/{name}/authors/N, so each paginated author page gets a redirect from that spelling.
const authorPageRedirects: RedirectOptions['createRedirects'] = (existingPath) => {
  const match = /^\/blog\/authors\/([^/]+)\/page\/(\d+)$/.exec(existingPath);
  return match ? [`/blog/authors/${match[1]}/authors/${match[2]}`] : undefined;
};

const config = {
  title: 'Bulmatic',
  // Rspack, SWC and Lightning CSS in place of webpack, Babel and cssnano (Docusaurus's `faster`): the site builds in
  // about two thirds of the time. Its SSG worker threads need the v4 flag below, which only drops an unused legacy
  // `head` attribute from the build's route metadata; the other v4 flags stay off (see stack-facts: they rename the
  // colour mode's storage key and break truncation in .md posts).
  future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } },
  tagline: 'React components for Bulma v1. Typed, accessible, and documented with live examples.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // Docusaurus's page HTML, except that the scripts run after the first paint (see the template).
  ssrTemplate: pageTemplateWith({ scriptsAfterPaint: startupOn('scripts-after-paint') }),
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },
  customFields: {
    repositoryUrl: env.repositoryUrl,
    // Read by our SearchBar and SearchPage wiring: where the algoliasearch client sends queries.
    searchHosts: env.hostedAlgolia ? null : env.searchHosts,
    // Where searches are answered without hosted Algolia: the search service, a Web Worker, or the first, then
    // the second when the page's origin has no search service (src/search/searchMode.ts).
    searchMode: env.searchMode,
    pageFeedback: pageFeedbackMode(env),
  },
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
          editUrl: `${env.repositoryUrl}/edit/main/website/`,
          remarkPlugins: [remarkPropsTable, remarkConfigurator, remarkCssVariablesTable, remarkRelatedPages],
        },
        blog: {
          showReadingTime: true,
          postsPerPage: 10,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [remarkRelatedPages],
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Bulmatic blog',
            description: 'News, releases and engineering notes from the Bulmatic team.',
            copyright: `Copyright © ${copyrightYear} Bulmatic contributors`,
          },
          editUrl: `${env.repositoryUrl}/edit/main/website/`,
        },
        theme: {
          customCss: ['./src/css/custom.css'],
        },
        gtag: env.gtagTrackingId ? { trackingID: env.gtagTrackingId, anonymizeIP: true } : undefined,
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-live-codeblock'],
  // Link prefetching waits for idle time; the embedded search service is ours, so the modal and /search page drop
  // the hosted service's branding.
  clientModules: [
    ...(startupOn('idle-prefetch') ? ['./src/prefetch/idlePrefetch.ts'] : []),
    ...(env.hostedAlgolia ? [] : ['./src/search/embeddedSearch.css']),
  ],
  plugins: [
    './plugins/search-client-alias.ts',
    './plugins/bulma-preview.ts',
    './plugins/component-previews/index.ts',
    './plugins/deferred-highlighting.ts',
    ...(startupOn('theme-memo') ? ['./plugins/theme-common-memo.ts'] : []),
    './plugins/announcement-bar-reset.ts',
    ...(startupOn('compile-hints') ? ['./plugins/compile-hints.ts'] : []),
    './plugins/llms/index.ts',
    './plugins/related-pages/index.ts',
    ['@docusaurus/plugin-client-redirects', { createRedirects: authorPageRedirects } satisfies RedirectOptions],
  ],
  themeConfig: {
    announcementBar: {
      id: 'support_v1',
      content:
        'Bulmatic is built for <strong>Bulma v1</strong>: CSS variables, dark mode and the smart grid. <a href="/docs/guides/intro">Start with the guide</a>.',
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: 'Bulmatic',
      hideOnScroll: true,
      logo: { alt: 'Bulmatic logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'docSidebar', sidebarId: 'guides', label: 'Getting Started', position: 'left' },
        { type: 'docSidebar', sidebarId: 'api', label: 'Components', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        {
          href: env.repositoryUrl,
          position: 'right',
          className: 'navbar-source-link',
          'aria-label': 'Source code repository',
          label: 'Source',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: 'Bulmatic logo', src: 'img/logo.svg', href: '/', width: 40, height: 40 },
      links: [
        {
          title: 'Learn',
          items: [
            { label: 'Documentation', to: '/docs' },
            { label: 'Getting started', to: '/docs/guides/intro' },
            { label: 'Tutorial', to: '/docs/tutorial-basics/overview' },
          ],
        },
        {
          title: 'Reference',
          items: [
            { label: 'Components', to: '/docs/components/intro' },
            { label: 'Elements', to: '/docs/api/elements' },
            { label: 'Search the docs', to: '/search' },
          ],
        },
        {
          title: 'Project',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Source code', href: env.repositoryUrl },
            { label: 'RSS feed', href: 'pathname:///blog/rss.xml' },
          ],
        },
      ],
      copyright: `Copyright © ${copyrightYear} Bulmatic contributors. Released under the MIT licence.`,
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    liveCodeBlock: { playgroundPosition: 'top' },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'scss'],
    },
    algolia: {
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      contextualSearch: true,
      searchPagePath: 'search',
      insights: false,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
