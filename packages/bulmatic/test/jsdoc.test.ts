import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../src');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

function jsDocText(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ')
    .trim();
}

/** Every property of every exported interface in src, as "file: Interface.prop", with its JSDoc text. */
function documentedMembers(): Array<{ where: string; text: string }> {
  const members: Array<{ where: string; text: string }> = [];
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isInterfaceDeclaration(statement)) continue;
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const member of statement.members) {
        if (!ts.isPropertySignature(member)) continue;
        const where = `${relative(srcDir, file)}: ${statement.name.text}.${member.name.getText(source)}`;
        members.push({ where, text: jsDocText(member) });
      }
    }
  }
  return members;
}

describe('JSDoc (the source of the website’s props tables)', () => {
  const members = documentedMembers();

  it('finds the props interfaces', () => {
    expect(members.length).toBeGreaterThan(150);
  });

  it('documents every property of every exported interface with a sentence', () => {
    const undocumented = members.filter(({ text }) => !/^[A-Z`"].*\S/.test(text)).map(({ where }) => where);
    expect(undocumented).toEqual([]);
  });
});
