/**
 * The dependency rules of the repository, checked by `npm run lint:deps` (part of `npm test`): packages use each
 * other and the website uses them only through a declared dependency's `exports`, and the search package's layers
 * point one way: index format <- engine <- API protocol <- {browser worker, server, MCP}; engine <- index in pieces
 * <- browser worker; extraction -> index format.
 * Site policy (selectors, page ranks, synonyms) lives in the website and reaches the extractor as an option.
 */
const SEARCH = '^packages/search/src/';
const layer = (name) => `${SEARCH}${name}/`;

module.exports = {
  forbidden: [
    {
      name: 'no-packages-to-website',
      comment: 'A package never reaches into the website; what both need lives in a package (@bulmatic/config).',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^website/' },
    },
    {
      name: 'website-through-exports',
      comment: 'The website imports a package by its name and `exports`, never by a relative path into its src/.',
      severity: 'error',
      from: { path: '^website/' },
      to: { path: '^packages/[^/]+/src/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'packages-through-exports',
      comment: 'A package imports another by its name and `exports`, never by a relative path into its src/.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: { path: '^packages/[^/]+/src/', pathNot: '^packages/$1/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'index-format-stands-alone',
      comment: 'The index format is the contract: it depends on nothing else of the search package.',
      severity: 'error',
      from: { path: layer('indexFile') },
      to: { path: SEARCH, pathNot: layer('indexFile') },
    },
    {
      name: 'engine-below-the-api',
      comment: 'The engine reads the index format only: no HTTP, no I/O, no extraction.',
      severity: 'error',
      from: { path: layer('engine') },
      to: { path: SEARCH, pathNot: `${layer('engine')}|${layer('indexFile')}` },
    },
    {
      name: 'api-below-its-users',
      comment:
        "The API protocol (Algolia's requests and answers) sits on the engine, below the server, browser and MCP.",
      severity: 'error',
      from: { path: layer('api') },
      to: { path: SEARCH, pathNot: `${layer('api')}|${layer('engine')}|${layer('indexFile')}` },
    },
    {
      name: 'pieces-on-the-engine',
      comment:
        "The browser's index in pieces is cut from the engine's dictionary and put together into one: it sits on the engine, below the browser.",
      severity: 'error',
      from: { path: layer('chunked') },
      to: { path: SEARCH, pathNot: `${layer('chunked')}|${layer('engine')}|${layer('indexFile')}` },
    },
    {
      name: 'extraction-writes-the-format',
      comment: 'Extraction turns the built site into the index format; it does not search.',
      severity: 'error',
      from: { path: layer('extract') },
      to: { path: SEARCH, pathNot: `${layer('extract')}|${layer('indexFile')}` },
    },
    {
      name: 'extraction-from-the-search-config-only',
      comment:
        "The extractor runs at build time: in the website only its search configuration (config/search.ts) uses it, so no page or plugin bundles the HTML parser, and the site's policy stays in that one module.",
      severity: 'error',
      from: { path: '^website/', pathNot: '^website/config/search\\.ts$' },
      to: { path: layer('extract') },
    },
    {
      name: 'nothing-searching-loads-extraction',
      comment: 'No search worker, server, MCP or browser module loads the extractor (and its HTML parser).',
      severity: 'error',
      from: { path: `${layer('(engine|api|browser|server|mcp|analytics)')}` },
      to: { path: layer('extract') },
    },
    {
      name: 'browser-stays-in-the-browser',
      comment: "The browser worker answers from the API layer; it shares nothing with the server's Node code.",
      severity: 'error',
      from: { path: layer('browser') },
      to: { path: `${layer('(server|mcp|analytics|hosted)')}` },
    },
    {
      name: 'server-knows-no-mcp',
      comment: 'MCP uses the server; the server does not know MCP (app.ts puts the two together).',
      severity: 'error',
      from: { path: layer('server') },
      to: { path: layer('mcp') },
    },
    {
      name: 'analytics-below-the-server',
      comment: 'Analytics store and report; the server answers HTTP with them, not the other way round.',
      severity: 'error',
      from: { path: layer('analytics') },
      to: { path: `${layer('(server|mcp|browser)')}` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|dist|\\.docusaurus)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
