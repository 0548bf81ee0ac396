/**
 * A live example as a module that runs outside the site. On the site, a ```tsx live``` block is either JSX or a
 * function component, with React and every library export in scope (src/theme/ReactLiveScope). Copied into an app
 * it needs the imports that scope stood for and an export a reader can render.
 */
import ts from 'typescript';

/** Names a live example may use without importing them, by the module that exports them. */
export interface LiveScope {
  /** Runtime exports of the library (`bulmatic`). */
  library: ReadonlySet<string>;
  /** Its type-only exports, which a live example may name in annotations (the live compiler drops them). */
  libraryTypes: ReadonlySet<string>;
  /** Runtime exports of `react` (hooks, Fragment, ...). */
  react: ReadonlySet<string>;
}

/** Names the code declares itself (functions, variables, parameters), which need no import. */
function declaredNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    const name = (node as { name?: ts.Node }).name;
    if (
      name &&
      ts.isIdentifier(name) &&
      (ts.isFunctionDeclaration(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isClassDeclaration(node) ||
        ts.isBindingElement(node))
    ) {
      names.add(name.text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return names;
}

/** Identifiers the code reads: not property names, attribute names or object keys. */
function referencedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isJsxAttribute(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isQualifiedName(parent) && parent.right === node);
      if (!isMemberName) names.add(node.text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return names;
}

function importLines(source: ts.SourceFile, scope: LiveScope): string[] {
  const declared = declaredNames(source);
  const used = [...referencedNames(source)].filter((name) => !declared.has(name)).sort();
  const fromReact = used.filter((name) => name !== 'React' && scope.react.has(name) && !scope.library.has(name));
  const fromLibrary = used
    .filter((name) => scope.library.has(name) || scope.libraryTypes.has(name))
    .map((name) => (scope.library.has(name) ? name : `type ${name}`));
  return [
    ...(used.includes('React') ? ["import * as React from 'react';"] : []),
    ...(fromReact.length ? [`import {${fromReact.join(', ')}} from 'react';`] : []),
    ...(fromLibrary.length ? [`import {${fromLibrary.join(', ')}} from 'bulmatic';`] : []),
  ];
}

/** The example's component: the function it declares, or JSX wrapped in one. */
function exportedComponent(code: string, source: ts.SourceFile, location: string): string {
  const statements = source.statements;
  const only = statements.length === 1 ? statements[0] : undefined;
  if (only && ts.isFunctionDeclaration(only) && only.name) return `export default ${code}`;
  if (only && ts.isExpressionStatement(only)) {
    let expression = only.expression;
    while (ts.isParenthesizedExpression(expression)) expression = expression.expression;
    if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return `export default ${code}`;
    if (ts.isJsxElement(expression) || ts.isJsxFragment(expression) || ts.isJsxSelfClosingElement(expression)) {
      return `export default function Example() {\n  return (\n${indentBy(code, '    ')}\n  );\n}`;
    }
  }
  throw new Error(
    `${location}: a live example must be JSX or one function component; cannot make this one a module:\n${code}`,
  );
}

function indentBy(code: string, prefix: string): string {
  return code
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : prefix + line))
    .join('\n');
}

/**
 * The live example `code` as a TSX module: the imports it needs and a default export. `location` names the page
 * in the error thrown for code of another shape, so the build says where it is.
 */
export function runnableExample(code: string, scope: LiveScope, location: string): string {
  const trimmed = code.trim();
  const source = ts.createSourceFile('example.tsx', trimmed, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imports = importLines(source, scope);
  const component = exportedComponent(trimmed, source, location);
  return [...(imports.length ? [imports.join('\n')] : []), component].join('\n\n');
}
