// CommonJS declarations for the require condition, made from the ESM ones: TypeScript decides a declaration
// file's module format by its extension (.d.cts is CommonJS) or, for .d.ts, by the nearest package.json, and the
// package is "type": "module". The declarations themselves are the same for both builds, so they are copied
// rather than compiled twice.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// Relative specifiers in `from '…'`, `import('…')` and `export … from '…'` that end in .js. A .d.cts resolves
// `./x.cjs` to `./x.d.cts`, so each one is pointed at its CommonJS twin.
const RELATIVE_JS_SPECIFIER = /(\bfrom\s*|\bimport\(\s*)(['"])(\.\.?\/[^'"]*?)\.js\2/g;
const SOURCE_MAP_COMMENT = /^\/\/# sourceMappingURL=(.+)$/m;

/** Rewrites one ESM declaration file's text as a .d.cts that sits at `target` and keeps its source map. */
export function toCommonJsDeclaration(text, { source, target }) {
  return text
    .replace(RELATIVE_JS_SPECIFIER, (_, keyword, quote, path) => `${keyword}${quote}${path}.cjs${quote}`)
    .replace(SOURCE_MAP_COMMENT, (_, map) => {
      // Only specifiers change, never line counts, so the ESM declaration's map still fits the copy.
      const mapPath = relative(dirname(target), join(dirname(source), map))
        .split('\\')
        .join('/');
      return `//# sourceMappingURL=${mapPath}`;
    });
}

function* declarationFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Writes a .d.cts into `cjsDir` for every .d.ts under `typesDir`; returns how many. */
export function writeCommonJsDeclarations(typesDir, cjsDir) {
  let count = 0;
  for (const source of declarationFiles(typesDir)) {
    const target = join(cjsDir, relative(typesDir, source)).replace(/\.d\.ts$/, '.d.cts');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, toCommonJsDeclaration(readFileSync(source, 'utf8'), { source, target }));
    count += 1;
  }
  return count;
}
