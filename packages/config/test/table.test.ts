import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION, configurationTable } from '../src/index.js';
import { tableIn } from '../src/readmeTable.js';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('the configuration table', () => {
  it("is the README's, as the schema makes it (npm run config:table writes it)", () => {
    expect(tableIn(readme), 'the README has no <!-- configuration:start/end --> markers').not.toBeNull();
    expect(tableIn(readme)).toBe(configurationTable());
  });

  it('has a row for every variable, each named once, each with a default and a meaning', () => {
    const names = CONFIGURATION.flatMap((variable) => variable.names);
    expect(new Set(names).size).toBe(names.length);
    const table = configurationTable();
    for (const variable of CONFIGURATION) {
      expect(variable.description.length).toBeGreaterThan(20);
      expect(variable.defaultText).not.toBe('');
      for (const name of variable.names) expect(table).toContain(`\`${name}\``);
    }
  });

  it('reads every variable it lists, and each default is what an empty environment gives', () => {
    for (const variable of CONFIGURATION) expect(() => variable.read({}), variable.names.join()).not.toThrow();
  });
});
