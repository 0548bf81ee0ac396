import type { ComponentProps } from '../props-table/docgen';
import { codeSpan, markdownTable } from './htmlToMarkdown';

/** Where the shared helper props are explained, as the site's props tables link it. */
export const HELPER_PROPS_PATH = '/docs/guides/intro#helper-props';

/** A default is a value (`false`, `"button"`) or, where JSDoc explains it, prose that marks its own code. */
function defaultCell(value: string | null): string {
  if (value === null) return '';
  return /\s|`/.test(value) ? value : codeSpan(value);
}

/**
 * A component's props table in Markdown, from the same docgen data as the table on its page: prop, type, default
 * and description, required props first, and a line for the shared helper props where the component takes them.
 */
export function propsMarkdown(component: ComponentProps, siteUrl: string): string {
  const rows = component.props.map((prop) => [
    codeSpan(prop.name) + (prop.required ? ' (required)' : ''),
    codeSpan(prop.type),
    defaultCell(prop.defaultValue),
    prop.description,
  ]);
  const table =
    rows.length > 0
      ? markdownTable(['Prop', 'Type', 'Default', 'Description'], rows)
      : `${codeSpan(component.name)} takes no props of its own.`;
  const helpers = component.hasHelperProps
    ? `\n\n${codeSpan(component.name)} also takes the helper props every component shares (spacing, colour, ` +
      `typography, flexbox, visibility): see [helper props](${siteUrl}${HELPER_PROPS_PATH}).`
    : '';
  return `Props of ${codeSpan(component.name)}:\n\n${table}${helpers}`;
}
