import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as bulmatic from 'bulmatic';
import { libraryProps } from '../plugins/props-table/docgen';
import { markdownFiles } from './liveExamples';

const apiDir = path.resolve(__dirname, '../docs/api');

/** Component name -> the API pages that show its props table. */
function propsTables(): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const file of markdownFiles(apiDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/<PropsTable\s+of="(\w+)"/g)) {
      tables.set(match[1]!, [...(tables.get(match[1]!) ?? []), path.relative(apiDir, file)]);
    }
  }
  return tables;
}

// React components among the library's exports: functions, forwardRef and memo objects (not contexts or arrays).
const exportedComponents = Object.entries(bulmatic)
  .filter(([name, value]) => {
    if (!/^[A-Z][a-z]/.test(name)) return false;
    if (typeof value === 'function') return true;
    const type = (value as { $$typeof?: symbol } | null)?.$$typeof;
    return type === Symbol.for('react.forward_ref') || type === Symbol.for('react.memo');
  })
  .map(([name]) => name);

describe('the API reference covers the library', () => {
  const tables = propsTables();
  // Reading the library's types takes a few seconds, once.
  beforeAll(() => void libraryProps(), 120_000);

  it('finds the library exports and the API pages', () => {
    expect(exportedComponents.length).toBeGreaterThan(100);
    expect(tables.size).toBeGreaterThan(100);
  });

  it.each(exportedComponents)('%s has an API page with its props table', (name) => {
    expect(tables.get(name), `no <PropsTable of="${name}" /> under docs/api`).toBeDefined();
  });

  it.each(exportedComponents)('every prop of %s has a description', (name) => {
    const component = libraryProps().get(name);
    expect(component, `docgen found no component ${name}`).toBeDefined();
    const undocumented = component!.props.filter((prop) => prop.description.trim() === '').map((prop) => prop.name);
    expect(undocumented).toEqual([]);
  });
});
