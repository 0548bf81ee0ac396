/**
 * Everything that highlights code: prism-react-renderer's Prism with the site's extra languages registered (what
 * the theme's start-up module used to do on every page), its `Highlight`, and a code block's lines drawn with it.
 * Fetched only when a page draws code on the client (see load.ts).
 */
import { Highlight, Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import HighlightedLines from './HighlightedLines';

prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);

export { Highlight, HighlightedLines };
