import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCustomConfig, type ComponentDoc, type PropItem } from 'react-docgen-typescript';

/** One row of a props table, as the site renders it. */
export interface PropRow {
  name: string;
  type: string;
  defaultValue: string | null;
  description: string;
  required: boolean;
  /** The values of a union of literals (`"small" | "large"`, `1 | 2`), even when the type is named by an alias. */
  options?: Array<string | number>;
}

/** What a props table needs to know about one component. */
export interface ComponentProps {
  name: string;
  description: string;
  props: PropRow[];
  /** Whether the component takes the shared helper props (shown as one row). */
  hasHelperProps: boolean;
}

const libraryRoot = fileURLToPath(new URL('../../../packages/bulmatic', import.meta.url));
// Props declared here are the shared helper props every component takes: the table shows them as one row.
const HELPER_PROPS_INTERFACE = 'BulmaHelperProps';

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'internal' ? [] : componentFiles(full);
    return /^[A-Z]\w*\.tsx$/.test(entry.name) && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

function typeOf(prop: PropItem): string {
  const raw = ((prop.type as { raw?: string }).raw ?? prop.type.name).replace(/\s+/g, ' ');
  // The checker expands React's ElementType into every intrinsic element; the name says it better.
  return /\(\s*"\w+" & ElementType\)/.test(raw) ? 'ElementType' : raw;
}

/**
 * The literal values of a union (what a configurator offers), read from the checker's expansion so that an alias
 * such as `TagSize` gives its members too; numbers in ascending order. Undefined when any member is not a literal.
 */
function literalOptions(prop: PropItem): Array<string | number> | undefined {
  const type = prop.type as { name: string; value?: Array<{ value: string }> };
  if (type.name !== 'enum' || !Array.isArray(type.value)) return undefined;
  const values = type.value.map(({ value }) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  });
  if (values.every((value) => typeof value === 'number')) return (values as number[]).sort((a, b) => a - b);
  return values.every((value) => typeof value === 'string') ? (values as string[]) : undefined;
}

function toRow(prop: PropItem): PropRow {
  const options = literalOptions(prop);
  return {
    name: prop.name,
    type: typeOf(prop),
    defaultValue: prop.defaultValue?.value != null ? String(prop.defaultValue.value) : null,
    description: prop.description,
    required: prop.required,
    ...(options ? { options } : {}),
  };
}

function toComponentProps(doc: ComponentDoc): ComponentProps {
  const all = Object.values(doc.props);
  const own = all.filter((prop) => prop.parent?.name !== HELPER_PROPS_INTERFACE);
  return {
    name: doc.displayName,
    description: doc.description,
    props: own.map(toRow).sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name)),
    hasHelperProps: own.length < all.length,
  };
}

let cache: Map<string, ComponentProps> | undefined;

/**
 * The props of every component in the library's source, read with react-docgen-typescript from the types and
 * their JSDoc (the single source of truth). Parsed once per build process; DOM attributes inherited from React's
 * types are left out, since every component passes them through unchanged.
 */
export function libraryProps(): Map<string, ComponentProps> {
  if (cache) return cache;
  const parser = withCustomConfig(path.join(libraryRoot, 'tsconfig.json'), {
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    savePropValueAsString: true,
    propFilter: (prop) => !(prop.parent?.fileName ?? prop.declarations?.[0]?.fileName ?? '').includes('node_modules'),
    // Name each entry after its export; by default a file's other exports (HERO_VARIANTS) can take the file's
    // name and hide the component.
    componentNameResolver: (exported) => exported.getName(),
  });
  const docs = parser.parse(componentFiles(path.join(libraryRoot, 'src')));
  // The parser also reports exported value arrays (HERO_VARIANTS); components are the PascalCase exports.
  cache = new Map(
    docs.filter((doc) => /^[A-Z][a-z]/.test(doc.displayName)).map((doc) => [doc.displayName, toComponentProps(doc)]),
  );
  return cache;
}
