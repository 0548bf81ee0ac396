/**
 * What the compiled stylesheet of the installed Bulma says about custom properties: which selector declares which
 * variable with which default, and which variables a group of rules reads. The compiled CSS, not the Sass, is what a
 * reader's browser runs, so it is the source of the names and values the site shows.
 */
import { readFileSync } from 'node:fs';
import postcss, { type Rule } from 'postcss';

export interface DeclaredVariable {
  name: string;
  value: string;
}

export interface BulmaStylesheet {
  /** Custom properties that top-level rules with exactly this selector declare, in source order (last value wins). */
  declaredOn(selector: string): DeclaredVariable[];
  /** Whether some rule's selector names this class (`button` for `.button`). */
  hasClass(className: string): boolean;
  /** Custom properties declared on `:root` outside media queries: the defaults every page starts from. */
  rootValues: ReadonlyMap<string, string>;
  /** The variables read (through `var()`) by every rule with a selector that names one of these classes or its parts. */
  readsOfClasses(classNames: readonly string[]): string[];
  /** Every variable some declaration reads. */
  readAnywhere: ReadonlySet<string>;
}

/** `.icon,\n.icon-text` and `.icon, .icon-text` are one selector. */
export function normalSelector(selector: string): string {
  return selector
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .join(', ');
}

/** The `--bulma-x` names a value reads, in order, once each. */
export function variablesRead(value: string): string[] {
  return [...new Set([...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!))];
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `.card`, `.card-header` and `.card-footer-item` for `card`, but not `.cards` or `.x-card`. */
function classFamily(className: string): RegExp {
  return new RegExp(`\\.${escapeForRegExp(className)}(?:-[\\w-]+)?(?![\\w-])`);
}

export function parseBulmaStylesheet(css: string): BulmaStylesheet {
  const root = postcss.parse(css);
  const topLevel = new Map<string, Map<string, string>>();
  const rules: Rule[] = [];
  const readAnywhere = new Set<string>();
  root.walkDecls((decl) => {
    for (const name of variablesRead(decl.value)) readAnywhere.add(name);
  });
  root.walkRules((rule) => {
    rules.push(rule);
    if (rule.parent?.type !== 'root') return;
    const selector = normalSelector(rule.selector);
    const declared = topLevel.get(selector) ?? new Map<string, string>();
    rule.walkDecls(/^--/, (decl) => void declared.set(decl.prop, decl.value.trim()));
    if (declared.size > 0) topLevel.set(selector, declared);
  });
  const declaredOn = (selector: string) =>
    [...(topLevel.get(normalSelector(selector)) ?? new Map<string, string>())].map(([name, value]) => ({
      name,
      value,
    }));
  return {
    declaredOn,
    hasClass: (className) => rules.some((rule) => classFamily(className).test(rule.selector)),
    rootValues: new Map(declaredOn(':root').map(({ name, value }) => [name, value])),
    readAnywhere,
    readsOfClasses(classNames) {
      const families = classNames.map(classFamily);
      const reads = new Set<string>();
      for (const rule of rules) {
        if (!rule.selectors.some((part) => families.some((family) => family.test(part)))) continue;
        rule.walkDecls((decl) => {
          for (const name of variablesRead(decl.value)) reads.add(name);
        });
      }
      return [...reads];
    },
  };
}

export function bulmaStylesheet(file: string): BulmaStylesheet {
  return parseBulmaStylesheet(readFileSync(file, 'utf8'));
}
