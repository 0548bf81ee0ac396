import {libraryProps} from './website/plugins/props-table/docgen.ts';
import * as lib from './packages/bulmatic/src/index.ts';
const props = libraryProps();
const exported = Object.keys(lib).filter((n) => /^[A-Z][a-z]/.test(n) && typeof (lib as any)[n] !== 'string' && !Array.isArray((lib as any)[n]));
const missing = exported.filter((n) => !props.has(n));
const empty = [...props.values()].filter((p) => p.props.length === 0).map((p) => p.name);
console.log('docgen components', props.size, 'exports', exported.length);
console.log('missing', missing.join(' '));
console.log('empty', empty.join(' '));
