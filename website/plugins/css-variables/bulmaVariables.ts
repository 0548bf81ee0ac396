/**
 * The CSS variables of the Bulma components the library renders, read from the installed `bulma` package at build
 * time: names and defaults from the compiled `bulma.css` (what browsers run), confirmed against the Sass source and
 * the prefixed build. The extras, which Bulma lacks, are read the same way from the library's extras stylesheet,
 * compiled from its partials (extrasCss.ts). The CSS variables tables, the Markdown twins, the MCP answers and the
 * configurator all read this one module, so none of them can drift from the stylesheets the site ships.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bulmaStylesheet, normalSelector, parseBulmaStylesheet, variablesRead, type BulmaStylesheet } from './bulmaCss';
import { describeVariable, kindOf } from './describe';
import { EXTRAS_SOURCE_DIR, extrasCss } from './extrasCss';
import { sassFile } from './sassSource';

export type CssVariableKind = 'hue' | 'saturation' | 'lightness' | 'alpha' | 'size' | 'color' | 'other';

export interface CssVariable {
  /** As it appears in bulma.css: '--bulma-button-h'. */
  name: string;
  /** The Sass variable that sets it ('$button-h'), or null. */
  sassVariable: string | null;
  /** The default as bulma.css declares it on the component's selector: '0.5em', 'var(--bulma-scheme-h)'. */
  value: string;
  /** The variables that default reads: ['--bulma-scheme-h']. */
  derivesFrom: string[];
  /** A short description (our own words; generated from the name/role where Bulma's docs give nothing), or null. */
  description: string | null;
  /** What control edits it in the configurator: hue (degrees), saturation/lightness (percent), alpha (0..1), size (a CSS length), color, other. */
  kind: CssVariableKind;
  /**
   * Whether any rule of bulma.css reads it. Bulma declares a few variables that its rules never use (they use the
   * compiled Sass value instead), so changing those changes nothing; their description says so.
   */
  readByBulma: boolean;
}

export interface BulmaComponentVariables {
  /** Bulma's name: 'button'. */
  bulmaComponent: string;
  /** The selector the variables are declared on: '.button'; in Bulma's prefixed build '.bulma-button'. */
  selector: string;
  prefixedSelector: string;
  /** 'bulma/sass/elements/button.scss'; for an extra, its partial: 'bulmatic/src/extras/Switch/_switch.scss'. */
  source: string;
  /** Variables declared on the selector, in source order. */
  variables: CssVariable[];
  /** Global variables (declared on :root) that the component's rules read but it does not declare itself. */
  reads: string[];
}

/** One Bulma component as the library uses it. */
export interface BulmaComponentSpec {
  bulma: string;
  /** The Sass file under `bulma/sass/` that styles it; for an extra, its partial under the library's `src/extras/`. */
  source: string;
  /** `extras`: the library's extras stylesheet declares the variables, not Bulma's. */
  stylesheet?: 'extras';
  /** Where Bulma declares its variables: its class, or `:root` for the few it keeps global. */
  selector: string;
  /** For `:root`: which of the variables there are this component's. */
  rootNames?: RegExp;
  /** The Sass file that registers the variables, when a shared mixin does it rather than `source`. */
  registeredIn?: string;
  /** Classes (with their `-part` classes) whose rules make up the component, for `reads`. */
  classes: string[];
  /** The library components that render it. */
  library: string[];
}

/**
 * Library component -> Bulma component, reviewed by hand against `packages/bulmatic/src` (the classes each
 * component renders) and Bulma's Sass. Sub-parts (`CardHeader`) are styled by their parent's variables and are not
 * listed: their page shows the parent's table. A row whose selector or Sass file Bulma no longer has fails the
 * build.
 */
export const BULMA_COMPONENTS: readonly BulmaComponentSpec[] = [
  // Elements
  { bulma: 'block', source: 'elements/block.scss', selector: '.block', classes: ['block'], library: ['Block'] },
  { bulma: 'box', source: 'elements/box.scss', selector: '.box', classes: ['box'], library: ['Box'] },
  { bulma: 'button', source: 'elements/button.scss', selector: '.button', classes: ['button'], library: ['Button'] },
  {
    bulma: 'buttons',
    source: 'elements/button.scss',
    selector: '.buttons',
    classes: ['buttons'],
    library: ['Buttons'],
  },
  {
    bulma: 'content',
    source: 'elements/content.scss',
    selector: '.content',
    classes: ['content'],
    library: ['Content'],
  },
  {
    bulma: 'delete',
    source: 'elements/delete.scss',
    selector: '.delete',
    registeredIn: 'utilities/mixins.scss',
    classes: ['delete'],
    library: ['Delete'],
  },
  {
    bulma: 'icon',
    source: 'elements/icon.scss',
    selector: '.icon, .icon-text',
    classes: ['icon'],
    library: ['Icon', 'IconText'],
  },
  { bulma: 'image', source: 'elements/image.scss', selector: '.image', classes: ['image'], library: ['Image'] },
  {
    bulma: 'notification',
    source: 'elements/notification.scss',
    selector: '.notification',
    classes: ['notification'],
    library: ['Notification'],
  },
  {
    bulma: 'progress',
    source: 'elements/progress.scss',
    selector: '.progress',
    classes: ['progress'],
    library: ['Progress'],
  },
  {
    bulma: 'skeleton',
    source: 'base/skeleton.scss',
    selector: ':root',
    rootNames: /^--bulma-skeleton-/,
    classes: ['skeleton-block', 'skeleton-lines'],
    library: ['Skeleton'],
  },
  { bulma: 'table', source: 'elements/table.scss', selector: '.table', classes: ['table'], library: ['Table'] },
  { bulma: 'tag', source: 'elements/tag.scss', selector: '.tag', classes: ['tag'], library: ['Tag'] },
  { bulma: 'tags', source: 'elements/tag.scss', selector: '.tags', classes: ['tags'], library: ['Tags'] },
  {
    bulma: 'title',
    source: 'elements/title.scss',
    selector: '.title, .subtitle',
    classes: ['title', 'subtitle'],
    library: ['Title', 'Subtitle'],
  },
  // Form
  {
    bulma: 'checkbox',
    source: 'form/checkbox-radio.scss',
    selector: '.checkbox',
    classes: ['checkbox'],
    library: ['Checkbox'],
  },
  {
    bulma: 'checkboxes',
    source: 'form/checkbox-radio.scss',
    selector: '.checkboxes',
    classes: ['checkboxes'],
    library: ['Checkboxes'],
  },
  { bulma: 'radio', source: 'form/checkbox-radio.scss', selector: '.radio', classes: ['radio'], library: ['Radio'] },
  {
    bulma: 'radios',
    source: 'form/checkbox-radio.scss',
    selector: '.radios',
    classes: ['radios'],
    library: ['Radios'],
  },
  {
    // Bulma's form controls share one set of variables, declared on all four classes at once.
    bulma: 'input',
    source: 'form/shared.scss',
    selector: '.control, .input, .textarea, .select',
    classes: ['input', 'textarea', 'select', 'control'],
    library: ['Input', 'Textarea', 'Select', 'Control'],
  },
  {
    bulma: 'textarea',
    source: 'form/input-textarea.scss',
    selector: '.textarea',
    classes: ['textarea'],
    library: ['Textarea'],
  },
  { bulma: 'select', source: 'form/select.scss', selector: '.select', classes: ['select'], library: ['Select'] },
  { bulma: 'file', source: 'form/file.scss', selector: '.file', classes: ['file'], library: ['File'] },
  { bulma: 'field', source: 'form/tools.scss', selector: '.field', classes: ['field'], library: ['Field'] },
  {
    bulma: 'field',
    source: 'form/tools.scss',
    selector: ':root',
    rootNames: /^--bulma-field-/,
    classes: ['field'],
    library: ['Field'],
  },
  {
    bulma: 'label',
    source: 'form/tools.scss',
    selector: ':root',
    rootNames: /^--bulma-label-/,
    classes: ['label'],
    library: ['Label'],
  },
  {
    bulma: 'help',
    source: 'form/tools.scss',
    selector: ':root',
    rootNames: /^--bulma-help-/,
    classes: ['help'],
    library: ['Help'],
  },
  // Components
  {
    bulma: 'breadcrumb',
    source: 'components/breadcrumb.scss',
    selector: '.breadcrumb',
    classes: ['breadcrumb'],
    library: ['Breadcrumb'],
  },
  { bulma: 'card', source: 'components/card.scss', selector: '.card', classes: ['card'], library: ['Card'] },
  {
    bulma: 'dropdown',
    source: 'components/dropdown.scss',
    selector: '.dropdown',
    classes: ['dropdown'],
    library: ['Dropdown'],
  },
  { bulma: 'menu', source: 'components/menu.scss', selector: '.menu', classes: ['menu'], library: ['Menu'] },
  {
    bulma: 'message',
    source: 'components/message.scss',
    selector: '.message',
    classes: ['message'],
    library: ['Message'],
  },
  { bulma: 'modal', source: 'components/modal.scss', selector: '.modal', classes: ['modal'], library: ['Modal'] },
  { bulma: 'navbar', source: 'components/navbar.scss', selector: '.navbar', classes: ['navbar'], library: ['Navbar'] },
  {
    bulma: 'navbar',
    source: 'components/navbar.scss',
    selector: ':root',
    rootNames: /^--bulma-navbar-/,
    classes: ['navbar'],
    library: ['Navbar'],
  },
  {
    bulma: 'pagination',
    source: 'components/pagination.scss',
    selector: '.pagination',
    classes: ['pagination'],
    library: ['Pagination'],
  },
  { bulma: 'panel', source: 'components/panel.scss', selector: '.panel', classes: ['panel'], library: ['Panel'] },
  { bulma: 'tabs', source: 'components/tabs.scss', selector: '.tabs', classes: ['tabs'], library: ['Tabs'] },
  // Columns and grid
  {
    bulma: 'columns',
    source: 'grid/columns.scss',
    selector: ':root',
    rootNames: /^--bulma-column-/,
    classes: ['columns'],
    library: ['Columns'],
  },
  { bulma: 'column', source: 'grid/columns.scss', selector: '.column', classes: ['column'], library: ['Column'] },
  { bulma: 'grid', source: 'grid/grid.scss', selector: '.grid', classes: ['grid', 'fixed-grid'], library: ['Grid'] },
  { bulma: 'cell', source: 'grid/grid.scss', selector: '.cell', classes: ['cell'], library: ['Cell'] },
  // Layout
  {
    bulma: 'container',
    source: 'layout/container.scss',
    selector: '.container',
    classes: ['container'],
    library: ['Container'],
  },
  { bulma: 'footer', source: 'layout/footer.scss', selector: '.footer', classes: ['footer'], library: ['Footer'] },
  { bulma: 'hero', source: 'layout/hero.scss', selector: '.hero', classes: ['hero'], library: ['Hero'] },
  { bulma: 'level', source: 'layout/level.scss', selector: '.level', classes: ['level'], library: ['Level'] },
  { bulma: 'media', source: 'layout/media.scss', selector: '.media', classes: ['media'], library: ['Media'] },
  { bulma: 'section', source: 'layout/section.scss', selector: '.section', classes: ['section'], library: ['Section'] },
];

const extra = (bulma: string, source: string, library: string[]): BulmaComponentSpec => ({
  bulma,
  source,
  stylesheet: 'extras',
  selector: `.${bulma}`,
  classes: [bulma],
  library,
});

/**
 * Library component -> the class of the extras stylesheet that declares its variables (each partial registers them
 * on its root class, as Bulma's Sass does). A Toast is also a Bulma notification, whose variables it reads too.
 */
export const EXTRAS_COMPONENTS: readonly BulmaComponentSpec[] = [
  extra('switch', 'Switch/_switch.scss', ['Switch']),
  extra('slider', 'Slider/_slider.scss', ['Slider']),
  extra('steps', 'Steps/_steps.scss', ['Steps']),
  extra('badge', 'Badge/_badge.scss', ['Badge']),
  extra('tooltip', 'Tooltip/_tooltip.scss', ['Tooltip']),
  extra('popover', 'Popover/_popover.scss', ['Popover']),
  extra('toast', 'Toast/_toast.scss', ['Toast']),
  { ...BULMA_COMPONENTS.find((spec) => spec.bulma === 'notification')!, library: ['Toast'] },
  extra('toaster', 'Toast/_toast.scss', ['Toaster']),
  extra('accordion', 'Accordion/_accordion.scss', ['Accordion']),
];

const require = createRequire(import.meta.url);
const bulmaRoot = path.dirname(require.resolve('bulma/package.json'));
export const BULMA_CSS = path.join(bulmaRoot, 'css/bulma.css');
export const BULMA_PREFIXED_CSS = path.join(bulmaRoot, 'css/versions/bulma-prefixed.css');
/** The class prefix of Bulma's prefixed build (`bulma/css/versions/bulma-prefixed.css`). */
export const PREFIXED_BUILD_CLASS_PREFIX = 'bulma-';

function prefixed(selector: string): string {
  return selector.replace(/\.(?=[a-z])/g, `.${PREFIXED_BUILD_CLASS_PREFIX}`);
}

const UNREAD = ' No rule of this Bulma reads it, so changing it has no effect.';
const UNREAD_BY_EXTRAS = ' No rule of the extras stylesheet reads it, so changing it has no effect.';

function fail(spec: BulmaComponentSpec, problem: string): never {
  const owner = spec.stylesheet === 'extras' ? "The extras stylesheet's" : "Bulma's";
  throw new Error(`plugins/css-variables: ${owner} ${spec.bulma} (${spec.selector}, ${spec.source}): ${problem}`);
}

/** Where a spec's Sass file is, and how tables name it. */
function sourceOf(spec: BulmaComponentSpec): { file: string; registeredIn: string; name: string } {
  if (spec.stylesheet === 'extras') {
    const file = path.join(EXTRAS_SOURCE_DIR, spec.source);
    return { file, registeredIn: file, name: `bulmatic/src/extras/${spec.source}` };
  }
  const file = path.join(bulmaRoot, 'sass', spec.source);
  const registeredIn = spec.registeredIn ? path.join(bulmaRoot, 'sass', spec.registeredIn) : file;
  return { file, registeredIn, name: `bulma/sass/${spec.source}` };
}

/** The variables a spec's selector declares in one stylesheet. */
function declaredBy(spec: BulmaComponentSpec, sheet: BulmaStylesheet) {
  const declared = sheet.declaredOn(spec.selector);
  return spec.rootNames ? declared.filter(({ name }) => spec.rootNames!.test(name)) : declared;
}

/**
 * What one spec's selector declares and reads, checked against the Sass source and the prefixed build. `root` is the
 * stylesheet whose `:root` holds the global variables: Bulma's, also for an extra, whose rules read Bulma's globals.
 */
export function bulmaComponentVariables(
  spec: BulmaComponentSpec,
  css: BulmaStylesheet,
  prefixedCss: BulmaStylesheet,
  root: BulmaStylesheet = css,
): BulmaComponentVariables {
  const source = sourceOf(spec);
  const sheetName = spec.stylesheet === 'extras' ? 'the extras stylesheet' : 'bulma.css';
  if (!existsSync(source.file)) {
    fail(
      spec,
      spec.stylesheet === 'extras'
        ? 'the Sass partial is not in the library'
        : 'the Sass file is not in the installed bulma package',
    );
  }
  for (const className of spec.classes) {
    if (!css.hasClass(className)) fail(spec, `no rule of ${sheetName} names .${className}`);
  }
  const sass = sassFile(source.registeredIn);
  const declared = declaredBy(spec, css);
  const variables = declared.map(({ name, value }): CssVariable => {
    const key = name.replace(/^--bulma-/, '');
    // A name in the CSS that the Sass file does not register means the row credits the wrong file or selector.
    if (!sass.registers(key)) fail(spec, `${name} is declared in ${sheetName} but not registered in the Sass source`);
    const sassVariable = sass.sassVariableOf(key);
    const readByBulma = css.readAnywhere.has(name);
    const unread = spec.stylesheet === 'extras' ? UNREAD_BY_EXTRAS : UNREAD;
    return {
      name,
      sassVariable: sassVariable && sass.declares(sassVariable) ? sassVariable : null,
      value,
      derivesFrom: variablesRead(value),
      description: `${describeVariable(name, spec.bulma)}${readByBulma ? '' : unread}`,
      kind: kindOf(name, value, root.rootValues),
      readByBulma,
    };
  });
  // The prefixed build must declare the same variables on the prefixed selector, or the table's sentence is wrong.
  const prefixedSelector = prefixed(spec.selector);
  const inPrefixedBuild = declaredBy({ ...spec, selector: prefixedSelector }, prefixedCss).map(({ name }) => name);
  if (inPrefixedBuild.join() !== declared.map(({ name }) => name).join()) {
    const prefixedName = spec.stylesheet === 'extras' ? 'the prefixed extras stylesheet' : 'bulma-prefixed.css';
    fail(spec, `${prefixedName} declares other variables on ${prefixedSelector}`);
  }
  const own = new Set(declared.map(({ name }) => name));
  return {
    bulmaComponent: spec.bulma,
    selector: normalSelector(spec.selector),
    prefixedSelector,
    source: source.name,
    variables,
    reads: css
      .readsOfClasses(spec.classes)
      .filter((name) => !own.has(name) && root.rootValues.has(name))
      .sort(),
  };
}

let cache: Map<string, BulmaComponentVariables[]> | undefined;

/** Library component name ('Button', 'Card', 'Input', ...) -> the Bulma component(s) whose CSS it renders. */
export function libraryCssVariables(): Map<string, BulmaComponentVariables[]> {
  if (cache) return cache;
  const css = bulmaStylesheet(BULMA_CSS);
  const prefixedCss = bulmaStylesheet(BULMA_PREFIXED_CSS);
  const extras = parseBulmaStylesheet(extrasCss());
  const prefixedExtras = parseBulmaStylesheet(extrasCss({ prefixed: true }));
  const byLibraryName = new Map<string, BulmaComponentVariables[]>();
  for (const spec of [...BULMA_COMPONENTS, ...EXTRAS_COMPONENTS]) {
    const entry =
      spec.stylesheet === 'extras'
        ? bulmaComponentVariables(spec, extras, prefixedExtras, css)
        : bulmaComponentVariables(spec, css, prefixedCss);
    for (const name of spec.library) byLibraryName.set(name, [...(byLibraryName.get(name) ?? []), entry]);
  }
  cache = byLibraryName;
  return cache;
}
