// Builds the library with plain tsc so every source module stays its own file (tree-shaking, and
// 'use client' stays on exactly the modules that need it): ESM in dist/esm, CommonJS in dist/cjs,
// declarations in dist/types, and their CommonJS twins (.d.cts) in dist/cjs. The extras stylesheet is compiled
// with Sass into dist/extras.css and, for a Bulma built with the `bulma-` class prefix, dist/extras-prefixed.css.
//
// Usage: node scripts/build.mjs [outDir]   (default: the package's dist; the packaging test builds elsewhere)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCommonJsDeclarations } from './cjsDeclarations.mjs';
import { compileExtras } from './extrasStylesheet.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const dist = resolve(process.argv[2] ?? join(root, 'dist'));

function compile(project, outDirs) {
  const overrides = Object.entries(outDirs).flatMap(([option, dir]) => [`--${option}`, join(dist, dir)]);
  try {
    execFileSync(process.execPath, [tsc, '-p', join(root, project), ...overrides], { stdio: 'inherit', cwd: root });
  } catch {
    console.error(`bulmatic: tsc failed for ${project}`);
    process.exit(1);
  }
}

function* filesEndingWith(dir, suffix) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesEndingWith(path, suffix);
    else if (entry.name.endsWith(suffix)) yield path;
  }
}

rmSync(dist, { recursive: true, force: true });
compile('tsconfig.build.json', { outDir: 'esm', declarationDir: 'types' });
compile('tsconfig.build.cjs.json', { outDir: 'cjs' });

// tsc puts "use strict" above the module's own directives in CommonJS output. Both are directives, but
// some bundlers only look at the very first statement, so 'use client' is moved to the top. The swap keeps
// the line count, so source maps stay valid.
let clientModules = 0;
for (const file of filesEndingWith(join(dist, 'cjs'), '.js')) {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(`"use strict";\n'use client';\n`)) {
    writeFileSync(file, `'use client';\n"use strict";\n${code.slice(`"use strict";\n'use client';\n`.length)}`);
    clientModules += 1;
  }
}

// The source maps embed their sources (inlineSources), since the package ships no src/. Each still names its
// source by the path from the map to it, which tsc computes from where it writes; built anywhere but the package's
// own dist (the packaging test builds into a temporary directory), that path would leave the package. It is set to
// the path inside the published package, dist/<format>/… to src/…, so debuggers show the file where it belongs.
let sourceMaps = 0;
for (const file of filesEndingWith(dist, '.js.map')) {
  const map = JSON.parse(readFileSync(file, 'utf8'));
  const published = join(root, 'dist', relative(dist, file));
  map.sources = map.sources.map((source) =>
    relative(dirname(published), resolve(dirname(file), map.sourceRoot ?? '', source))
      .split(sep)
      .join('/'),
  );
  map.sourceRoot = '';
  writeFileSync(file, JSON.stringify(map));
  sourceMaps += 1;
}

// The package is "type": "module"; this marker makes Node read dist/cjs as CommonJS.
writeFileSync(join(dist, 'cjs/package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);

// TypeScript reads a .d.ts in this "type": "module" package as ESM, so a CommonJS consumer under node16 would
// be told it cannot require the package (TS1479). The require condition gets CommonJS declarations instead.
const declarations = writeCommonJsDeclarations(join(dist, 'types'), join(dist, 'cjs'));

// Bulma's own prefixed build uses `bulma-`; the prefixed stylesheet matches it, as ConfigProvider prefix="bulma-" does.
const stylesheets = { 'extras.css': '', 'extras-prefixed.css': 'bulma-' };
for (const [file, classPrefix] of Object.entries(stylesheets)) {
  try {
    writeFileSync(join(dist, file), compileExtras({ classPrefix, style: 'compressed' }));
  } catch (error) {
    console.error(`bulmatic: Sass failed for ${file}\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
console.log(
  `bulmatic: built dist/esm, dist/cjs (${clientModules} 'use client' modules, ${declarations} .d.cts, ` +
    `${sourceMaps} source maps with their sources), dist/types ` +
    `and ${Object.keys(stylesheets)
      .map((file) => `dist/${file}`)
      .join(', ')}`,
);
