/** `npm run config:table`: writes the configuration table into the root README from the schema. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withTable } from '../src/readmeTable.js';

const readme = fileURLToPath(new URL('../../../README.md', import.meta.url));
writeFileSync(readme, withTable(readFileSync(readme, 'utf8')));
console.log(`config:table: wrote the configuration table into ${readme}`);
