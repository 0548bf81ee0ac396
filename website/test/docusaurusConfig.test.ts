import { afterEach, describe, expect, it, vi } from 'vitest';

// The config reads the environment when it is loaded, as `docusaurus build` does: load a fresh copy per case.
async function loadConfig(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('../docusaurus.config')).default;
}

type ClassicOptions = { gtag?: { trackingID: string; anonymizeIP: boolean } };

function classicOptions(config: Awaited<ReturnType<typeof loadConfig>>): ClassicOptions {
  const preset = config.presets?.[0] as [string, ClassicOptions];
  return preset[1];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('docusaurus.config.ts', () => {
  it('matches the spec: one English locale, base URL /, docs version "Next", strict link checks', async () => {
    const config = await loadConfig({});
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(false);
    expect(config.i18n).toMatchObject({ defaultLocale: 'en', locales: ['en'] });
    expect(config.i18n.localeConfigs?.en).toMatchObject({ direction: 'ltr', label: 'English' });
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
    expect(config.themeConfig.announcementBar).toMatchObject({ id: 'support_v1', isCloseable: true });
    expect(config.themeConfig.colorMode).toMatchObject({ defaultMode: 'light', respectPrefersColorScheme: true });
    expect(config.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.themeConfig.navbar.hideOnScroll).toBe(true);
    // Of the v4 flags only the one the faster build's SSG threads need: the others rename the colour mode's storage
    // key (the spec keeps it under `theme`) and break truncation in .md posts.
    expect((config as { future?: { v4?: unknown } }).future?.v4).toEqual({ removeLegacyPostBuildHeadAttribute: true });
  });

  it('turns page-view analytics on only when GTAG_TRACKING_ID is set, with anonymised IPs', async () => {
    expect(classicOptions(await loadConfig({})).gtag).toBeUndefined();
    expect(classicOptions(await loadConfig({ GTAG_TRACKING_ID: 'G-TEST12345' })).gtag).toEqual({
      trackingID: 'G-TEST12345',
      anonymizeIP: true,
    });
  });

  it('uses the embedded search service by default and hosted Algolia when ALGOLIA_* is set', async () => {
    const embedded = await loadConfig({});
    expect(embedded.customFields?.searchHosts).toEqual([]);
    expect(embedded.themeConfig.algolia.appId).toBe('BULMATIC');

    const hosted = await loadConfig({ ALGOLIA_APP_ID: 'APP123', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs' });
    expect(hosted.customFields?.searchHosts).toBeNull();
    expect(hosted.themeConfig.algolia).toMatchObject({ appId: 'APP123', apiKey: 'k', indexName: 'docs' });
  });

  it('links the navbar to the configured source repository', async () => {
    const config = await loadConfig({ SITE_REPOSITORY_URL: 'https://git.example.com/team/bulmatic' });
    const items = config.themeConfig.navbar.items as Array<{ href?: string }>;
    expect(items.some((item) => item.href === 'https://git.example.com/team/bulmatic')).toBe(true);
  });

  it('fails to load with a message naming a bad variable', async () => {
    await expect(loadConfig({ SITE_URL: 'localhost:3000' })).rejects.toThrow(/SITE_URL/);
  });

  it('leaves out each start-up change that BULMATIC_STARTUP_OFF names, and only those', async () => {
    const plugins = (config: Awaited<ReturnType<typeof loadConfig>>) =>
      (config.plugins ?? []).filter((plugin): plugin is string => typeof plugin === 'string');
    const all = await loadConfig({});
    expect(all.ssrTemplate).toContain('rel="preload" as="script"');
    expect(all.ssrTemplate).not.toMatch(/<script src="[^"]*" defer>/);
    expect(all.clientModules).toContain('./src/prefetch/idlePrefetch.ts');
    expect(plugins(all)).toEqual(
      expect.arrayContaining(['./plugins/compile-hints.ts', './plugins/theme-common-memo.ts']),
    );

    const none = await loadConfig({ BULMATIC_STARTUP_OFF: 'all' });
    // Docusaurus's own script tags, and still the early search listener of our template.
    expect(none.ssrTemplate).toContain('<script src="<%= it.baseUrl %><%= script %>" defer></script>');
    expect(none.ssrTemplate).not.toContain('rel="preload" as="script"');
    expect(none.ssrTemplate).toContain('<script>');
    expect(none.clientModules).not.toContain('./src/prefetch/idlePrefetch.ts');
    expect(plugins(none)).not.toContain('./plugins/compile-hints.ts');
    expect(plugins(none)).not.toContain('./plugins/theme-common-memo.ts');
    expect(plugins(none).length).toBe(plugins(all).length - 2);

    const one = await loadConfig({ BULMATIC_STARTUP_OFF: 'compile-hints' });
    expect(plugins(one)).not.toContain('./plugins/compile-hints.ts');
    expect(plugins(one)).toContain('./plugins/theme-common-memo.ts');
    expect(one.ssrTemplate).toBe(all.ssrTemplate);
  });
});
