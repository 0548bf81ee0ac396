/**
 * Descriptions and configurator kinds of Bulma's component variables, made from their names. Bulma names its
 * variables by a regular grammar (`<component>-<part>-<state>-<property>`: `button-hover-background-l-delta`), so
 * reading the name back gives a short description of our own for the ~500 of them; the few that the grammar says
 * badly have a sentence written by hand below.
 */
import type { CssVariableKind } from './bulmaVariables';
import { EXTRAS_DESCRIPTIONS } from './extrasDescriptions';

/** Variables whose name alone would be misread, described by hand. Keys are names without `--bulma-`. */
const BY_HAND: Readonly<Record<string, string>> = {
  'block-spacing': 'Space below the field, taken from `--bulma-field-block-spacing`.',
  'field-block-spacing': 'Space below a field that another block follows.',
  'column-gap': 'Padding on each side of a column, so two columns are twice this apart.',
  'grid-gap': 'Gap between cells, both ways.',
  'grid-column-min': 'Narrowest a column may get before the smart grid wraps cells to a new row.',
  'grid-cell-column-span': 'Columns a cell spans when its own classes do not say.',
  'grid-cell-row-span': 'Rows a cell spans when its own classes do not say.',
  'label-spacing': 'Space between the label and the control below it.',
  'icon-text-spacing': 'Space between an icon and the text beside it.',
  'skeleton-line-height': 'Height of each placeholder line.',
  'skeleton-lines-gap': 'Space between placeholder lines.',
  'box-link-hover-shadow': 'Shadow of a box that is a link, on hover.',
  'box-link-active-shadow': 'Shadow of a box that is a link, while pressed.',
  'progress-bar-background-color': 'Colour of the empty track.',
  'progress-value-background-color': 'Colour of the filled part.',
  'delete-color': 'Colour of the cross.',
  'message-header-body-border-width': 'Border width of the body when a header sits above it.',
  'modal-background-background-color': 'Colour of the backdrop behind the modal.',
  'navbar-height': 'Height of the navbar; fixed navbars pad the page by it.',
};

/** The property a name ends with, longest first, and how it reads. */
const PROPERTIES: ReadonlyArray<[string, string]> = [
  ['border-bottom-color', 'bottom border colour'],
  ['border-left-color', 'left border colour'],
  ['border-bottom-style', 'bottom border style'],
  ['border-bottom-width', 'bottom border width'],
  ['background-l-delta', 'background lightness shift'],
  ['border-l-delta', 'border lightness shift'],
  ['color-l-delta', 'text lightness shift'],
  ['box-shadow-size', 'shadow offsets and spread'],
  ['box-shadow-color', 'shadow colour'],
  ['background-color', 'background colour'],
  ['padding-vertical', 'vertical padding'],
  ['padding-horizontal', 'horizontal padding'],
  ['background-alpha', 'background opacity'],
  ['border-color', 'border colour'],
  ['border-style', 'border style'],
  ['border-width', 'border width'],
  ['border-size', 'border width'],
  ['border-bottom', 'bottom border'],
  ['border-left', 'left border'],
  ['border-top', 'top border'],
  ['border-radius', 'corner radius'],
  ['background-l', 'background lightness'],
  ['background-a', 'background opacity'],
  ['border-l', 'border lightness'],
  ['color-l', 'text lightness'],
  ['shadow-size', 'shadow size'],
  ['shadow-alpha', 'shadow opacity'],
  ['shadow-inset', 'inset shadow'],
  ['padding-left', 'left padding'],
  ['padding-right', 'right padding'],
  ['padding-top', 'top padding'],
  ['padding-bottom', 'bottom padding'],
  ['margin-bottom', 'bottom margin'],
  ['line-height', 'line height'],
  ['letter-spacing', 'letter spacing'],
  ['font-size', 'font size'],
  ['text-align', 'text alignment'],
  ['min-height', 'minimum height'],
  ['max-height', 'maximum height'],
  ['min-width', 'minimum width'],
  ['max-width', 'maximum width'],
  ['h-offset', 'hue shift'],
  ['s-offset', 'saturation shift'],
  ['l-offset', 'lightness shift'],
  ['l-delta', 'lightness shift'],
  ['decoration', 'text decoration'],
  ['dimensions', 'width and height'],
  ['background', 'background'],
  ['duration', 'duration'],
  ['opacity', 'opacity'],
  ['border', 'border'],
  ['shadow', 'shadow'],
  ['padding', 'padding'],
  ['margin', 'margin'],
  ['radius', 'corner radius'],
  ['weight', 'font weight'],
  ['family', 'font family'],
  ['size', 'font size'],
  ['color', 'text colour'],
  ['height', 'height'],
  ['width', 'width'],
  ['spacing', 'spacing'],
  ['offset', 'offset'],
  ['arrow', 'arrow colour'],
  ['right', 'distance from the right edge'],
  ['top', 'distance from the top edge'],
  ['gap', 'gap'],
  ['alpha', 'opacity'],
  ['z', 'stacking order (z-index)'],
  ['h', 'colour hue'],
  ['s', 'colour saturation'],
  ['l', 'colour lightness'],
  ['a', 'opacity'],
];

/** Words naming when a value applies, wherever they sit in the name. */
const STATES: Readonly<Record<string, string>> = {
  hover: 'on hover',
  active: 'when active',
  focus: 'on focus',
  disabled: 'when disabled',
  selected: 'when selected',
  fixed: 'when fixed',
};

/** Style variants a value belongs to (`button-ghost-color`); `text` is one for buttons only. */
const VARIANTS = new Set(['ghost', 'static', 'boxed', 'toggle', 'striped']);

/** Trailing words that pick a size or a breakpoint. */
const QUALIFIERS: Readonly<Record<string, string>> = {
  small: '(small size)',
  medium: '(medium size)',
  large: '(large size)',
  mobile: 'on mobile',
  tablet: 'from tablet width up',
  desktop: 'from desktop width up',
};

/** Parts whose Bulma name is a short form. */
const PART_WORDS: ReadonlyArray<[string, string]> = [
  ['pre code', 'code blocks'],
  ['row even', 'even rows'],
  ['level 1', 'first nested level'],
  ['level 2', 'second nested level'],
  ['img', 'image'],
  ['cta', 'call-to-action button'],
  ['nav', 'previous and next links'],
  ['sub', 'subscript text'],
  ['sup', 'superscript text'],
  ['strong', 'bold text'],
  ['pre', 'code blocks'],
  ['loading', 'loading spinner'],
  ['close', 'close button'],
  ['delete', 'delete button'],
  ['burger', 'burger icon'],
  ['current', 'current page link'],
  ['indeterminate', 'indeterminate animation'],
];

/** Parts that are drawn, not text: their `color` is their colour, not a text colour. */
const DRAWN = /(spinner|separator|icon|arrow)$/;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `--bulma-button-hover-background-l-delta` of `button` -> 'Background lightness shift on hover.' */
export function describeVariable(name: string, component: string): string {
  const key = name.replace(/^--bulma-/, '');
  const byHand = BY_HAND[key] ?? EXTRAS_DESCRIPTIONS[key];
  if (byHand) return byHand;
  let words = key.split('-');
  // The component's own name says nothing in its own table (`columns` names its variables `column-*`).
  if (words[0] === component || words[0] === component.replace(/s$/, '')) words = words.slice(1);
  const qualifier = words.length > 1 && QUALIFIERS[words.at(-1)!] ? QUALIFIERS[words.pop()!] : undefined;
  const joined = words.join('-');
  const property = PROPERTIES.find(([suffix]) => joined === suffix || joined.endsWith(`-${suffix}`));
  if (property) words = words.slice(0, words.length - property[0].split('-').length);
  const states = words.filter((word) => STATES[word]).map((word) => STATES[word]!);
  const variants = words.filter((word) => VARIANTS.has(word) || (component === 'button' && word === 'text'));
  let part = words.filter((word) => !STATES[word] && !variants.includes(word)).join(' ');
  for (const [short, long] of PART_WORDS) part = part.replace(new RegExp(`\\b${short}\\b`), long);
  let what = property?.[1] ?? '';
  if (what === 'text colour' && DRAWN.test(part)) what = 'colour';
  const head = what && part ? `${what} ${what === 'gap' ? 'between' : 'of'} the ${part}` : what || part || component;
  const tail = [...states, ...(qualifier ? [qualifier] : []), ...variants.map((variant) => `(${variant} style)`)];
  return `${capitalised([head, ...tail].join(' '))}.`;
}

const LENGTH = /^-?(\d*\.)?\d+(px|r?em|%|vh|vw|vmin|vmax|ch|ex)$/;
const COLOR =
  /^(hsla?|rgba?|hwb|lab|lch|oklab|oklch|color-mix)\(|^#[\da-f]{3,8}$|^(transparent|currentcolor|white|black)$/i;

/** The kind of a value: by its form, or through the `:root` default of the one variable it reads. */
function kindOfValue(value: string, root: ReadonlyMap<string, string>, depth = 0): CssVariableKind {
  if (COLOR.test(value)) return 'color';
  if (LENGTH.test(value) || /^calc\(.*\d(px|r?em|%|vh|vw)\b/.test(value)) return 'size';
  // A single variable, or a calc() that scales one, has the kind of that variable.
  const only = /^(?:var\((--[\w-]+)\)|calc\(\s*var\((--[\w-]+)\)\s*[*/][\s\d.]+\))$/
    .exec(value)
    ?.slice(1)
    .find(Boolean);
  if (only && depth < 8) {
    const byName = kindOfName(only);
    if (byName) return byName;
    const next = root.get(only);
    if (next !== undefined) return kindOfValue(next, root, depth + 1);
  }
  return 'other';
}

/** The kinds a name alone settles: the parts of an HSL colour and opacities. */
function kindOfName(name: string): CssVariableKind | undefined {
  if (/-h(-offset)?$/.test(name)) return 'hue';
  if (/-s(-offset)?$/.test(name)) return 'saturation';
  if (/-l(-delta|-offset)?$/.test(name)) return 'lightness';
  if (/-(a|alpha|opacity)$/.test(name)) return 'alpha';
  return undefined;
}

/**
 * What control the configurator edits a variable with. The name decides where the value cannot: Bulma reads a few
 * variables it never declares (`--bulma-link-focus-border`), and `0` is a length only where a length is meant.
 */
export function kindOf(name: string, value: string, root: ReadonlyMap<string, string>): CssVariableKind {
  const kind = kindOfName(name) ?? kindOfValue(value, root);
  if (kind !== 'other') return kind;
  if (/-color$/.test(name) && /^(var\(|inherit$|false$)/.test(value)) return 'color';
  if (value === '0' && /-(width|height|padding(-\w+)?|margin(-\w+)?|radius|spacing|gap|offset)$/.test(name))
    return 'size';
  return 'other';
}
