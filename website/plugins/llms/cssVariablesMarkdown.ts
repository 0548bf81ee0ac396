import type { BulmaComponentVariables } from '../css-variables/bulmaVariables';
import { declaredOn, nothingDeclared, whereDeclared } from '../css-variables/wording';
import { codeSpan, markdownTable } from './htmlToMarkdown';

/**
 * A component's CSS variables tables in Markdown, from the same data and sentences as the tables on its page:
 * where Bulma declares them, then name, default and description, one table per Bulma component it renders.
 */
export function cssVariablesMarkdown(entries: readonly BulmaComponentVariables[]): string {
  return entries
    .map((entry) => {
      if (entry.variables.length === 0) return nothingDeclared(entry);
      const rows = entry.variables.map((variable) => [
        codeSpan(variable.name),
        codeSpan(variable.value),
        variable.description ?? '',
      ]);
      return `${whereDeclared(entry)}\n\n${declaredOn(entry)}:\n\n${markdownTable(['Variable', 'Default', 'Description'], rows)}`;
    })
    .join('\n\n');
}
