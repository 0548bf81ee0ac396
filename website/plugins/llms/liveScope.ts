import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { LiveScope } from './runnableExample';

const libraryEntry = fileURLToPath(new URL('../../../packages/bulmatic/src/index.ts', import.meta.url));
const libraryConfig = fileURLToPath(new URL('../../../packages/bulmatic/tsconfig.json', import.meta.url));

/**
 * The exports of the library's source, read by the type checker: values are the names a live example has in scope
 * (src/theme/ReactLiveScope spreads the same module), types the ones its annotations may name. No library build
 * is needed.
 */
function libraryExports(): { values: Set<string>; types: Set<string> } {
  const config = ts.getParsedCommandLineOfConfigFile(
    libraryConfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram([libraryEntry], { ...config?.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(libraryEntry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`plugins/llms: cannot read the exports of ${libraryEntry}`);
  const values = new Set<string>();
  const types = new Set<string>();
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    (target.flags & ts.SymbolFlags.Value ? values : types).add(symbol.name);
  }
  return { values, types };
}

/** What a live example may use without importing it: React's exports and the library's. */
export function liveScope(): LiveScope {
  const react = createRequire(import.meta.url)('react') as Record<string, unknown>;
  const library = libraryExports();
  return { library: library.values, libraryTypes: library.types, react: new Set(Object.keys(react)) };
}
