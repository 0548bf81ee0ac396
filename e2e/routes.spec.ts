import { load } from 'cheerio';
import { expect, test } from './fixtures';
import { sitemapPaths } from './buildFiles';
import { OVERVIEW_PAGE_RANK } from '../website/config/search';

const TUTORIAL = [
  'tutorial-basics/overview',
  'tutorial-basics/congratulations',
  'tutorial-basics/create-a-blog-post',
  'tutorial-basics/create-a-document',
  'tutorial-basics/create-a-page',
  'tutorial-basics/deploy-your-site',
  'tutorial-basics/markdown-features',
  'tutorial-extras/manage-docs-versions',
  'tutorial-extras/translate-your-site',
].map((page) => `/docs/${page}`);

const SPEC_TAGS = [
  'block',
  'box',
  'button',
  'components',
  'config',
  'content',
  'css',
  'delete',
  'hello',
  'helper',
  'hook',
  'icon',
  'image',
  'notification',
  'npm',
  'pages',
  'prefix',
  'progress',
  'props',
  'publish',
  'react',
  'release',
  'rollup',
  'signed',
  'theme',
  'turbo',
  'typedoc',
  'typescript',
  'v-1',
  'v-2',
  'version',
];

/** The built sitemap's paths, read once for the whole file. */
const SITEMAP = sitemapPaths();

const SPEC_POSTS = ['welcome', 'npm-publish', 'changesets-added', 'first-full-release', 'typedoc-generated-docs'];

const under = (base: string, pages: string) => pages.split(' ').map((page) => `/docs/${base}/${page}`);

/** The reference, the guides and their category pages, as the spec lists them. */
const DOCS = [
  '/docs/api/columns',
  '/docs/api/grid',
  ...under(
    'api/elements',
    'block box button buttons content delete icon icontext image notification progress skeleton subtitle table tag tags title',
  ),
  ...under('api/components', 'breadcrumb card dropdown menu message modal navbar pagination panel tabs'),
  ...under('api/form', 'checkbox checkboxes control field file input radio radios select textarea'),
  ...under('api', 'columns/column grid/cell'),
  ...under('api/layout', 'container footer hero level media section'),
  ...under('api/helpers', 'classnames config theme usebulmaclasses'),
  ...under(
    'category',
    'elements components form columns grid layout helpers getting-started library features helpers-1',
  ),
  ...under(
    'guides/getting-started',
    'installation migration modular react-setups responsiveness syntax alternative-icons bulma-variations',
  ),
  ...under('guides/features', 'configuration css-variables sass-customization bulma-v1'),
  ...under('guides/helpers', 'color color-palette flex margin-and-padding other typography visibility'),
  ...under('guides/library', 'columns components elements form grid helpers layout'),
];

/** Every route this issue names, plus everything the sitemap lists (each post, tag and author page). */
const ROUTES = [
  ...new Set([
    '/',
    '/docs',
    '/docs/intro',
    '/docs/guides/intro',
    '/docs/components/intro',
    '/docs/api/elements',
    '/markdown-page',
    '/search',
    '/search-analytics',
    ...TUTORIAL,
    ...DOCS,
    '/blog',
    '/blog/page/2',
    '/blog/archive',
    '/blog/authors',
    '/blog/tags',
    ...SPEC_POSTS.map((slug) => `/blog/${slug}`),
    ...SPEC_TAGS.map((tag) => `/blog/tags/${tag}`),
    ...SITEMAP,
  ]),
];

/**
 * One route of each kind of page (and each kind of blog listing), opened in the browser: hydration is where a route
 * the client-side router did not know would turn into the not-found page. Every route's HTML is checked below.
 */
const HYDRATED = [
  '/',
  '/docs/intro',
  '/docs/guides/intro',
  '/docs/components/intro',
  '/docs/api/elements',
  '/docs/api/elements/button',
  '/docs/category/elements',
  '/docs/guides/library/columns',
  '/docs/tutorial-basics/overview',
  '/markdown-page',
  '/search',
  '/search-analytics',
  '/blog',
  '/blog/page/2',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/blog/tags/button',
  '/blog/welcome',
  SITEMAP.find((route) => /^\/blog\/authors\/[^/]+$/.test(route))!,
  SITEMAP.find((route) => route.startsWith('/blog/2025/09/24/'))!,
];

test.describe('every route answers 200 with its heading, in its own HTML', () => {
  for (const route of ROUTES) {
    test(route, async ({ request }) => {
      // No redirect followed: the route itself answers, as the sitemap and the links name it.
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const $ = load(await response.text());
      const headings = $('h1, h2, h3, h4, h5, h6')
        .map((_, heading) => $(heading).text().trim())
        .get()
        .filter(Boolean);
      expect(headings.length).toBeGreaterThan(0);
      expect(headings).not.toContain('Page Not Found');
    });
  }
});

test.describe('each kind of page keeps its route and heading once hydrated', () => {
  for (const route of HYDRATED) {
    test(route, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page).toHaveURL((url) => url.pathname === route);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    });
  }
});

test('overviews declare the search rank that puts them after the reference pages and guides they retell', async ({
  request,
}) => {
  const rankOf = async (route: string) =>
    load(await (await request.get(route)).text())('meta[name="docsearch:pageRank"]').attr('content');
  for (const route of [
    '/docs/components/intro',
    '/docs/api/elements',
    '/docs/guides/library/elements',
    '/docs/guides/library/layout',
  ]) {
    expect(await rankOf(route), route).toBe(String(OVERVIEW_PAGE_RANK));
  }
  // A reference page and a guide take their path's rank.
  expect(await rankOf('/docs/api/elements/button')).toBeUndefined();
  expect(await rankOf('/docs/guides/getting-started/installation')).toBeUndefined();
});

test('the pages Lighthouse measures carry a meta description, the search page included', async ({ page }) => {
  for (const route of ['/', '/docs/guides/intro', '/docs/api/elements/button', '/blog/welcome', '/search']) {
    await page.goto(route);
    await expect(page.locator('meta[name="description"]'), route).toHaveAttribute('content', /\w{3,}.*\w{3,}/);
  }
});

test('the blog has about 40 tags, 15 to 17 posts and one dated post under /blog/2025/09/24/', async () => {
  const tags = SITEMAP.filter((route) => /^\/blog\/tags\/[^/]+$/.test(route));
  expect(tags.length).toBeGreaterThanOrEqual(36);
  expect(tags.length).toBeLessThanOrEqual(44);
  const dated = SITEMAP.filter((route) => route.startsWith('/blog/2025/09/24/'));
  expect(dated).toHaveLength(1);
});

test('an author with more than one page of posts answers at both pagination spellings', async ({ page }) => {
  await page.goto('/blog/authors');
  const authorLinks = await page
    .locator('main a[href^="/blog/authors/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const paginated = SITEMAP.filter((route) => /^\/blog\/authors\/[^/]+\/page\/2$/.test(route));
  expect(paginated.length).toBeGreaterThan(0);
  const author = paginated[0]!.split('/')[3]!;
  expect(authorLinks).toContain(`/blog/authors/${author}`);

  const response = await page.goto(`/blog/authors/${author}/authors/2`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/blog/authors/${author}/page/2$`));
  await expect(page.getByRole('heading').first()).toBeVisible();
});

test('the blog publishes RSS and Atom feeds', async ({ request }) => {
  const rss = await request.get('/blog/rss.xml');
  expect(rss.status()).toBe(200);
  expect(await rss.text()).toContain('<rss');
  const atom = await request.get('/blog/atom.xml');
  expect(atom.status()).toBe(200);
  expect(await atom.text()).toContain('<feed');
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  for (const route of ['/no/such/page', '/docs/no-such-doc', '/blog/no-such-post']) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});
