/**
 * The data the site build writes for assistants (`llms-manifest.json`): the library and version the site documents,
 * every page with its Markdown twin, and every component with its docgen props, its CSS variables and its page's
 * examples. The MCP server answers from this file and the twins only, so its answers are the pages' own content.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/v4';

export interface DocsManifest {
  library: { name: string; version: string };
  /** The site's origin and base, without a trailing slash: `http://localhost:3000`. */
  siteUrl: string;
  pages: Array<{
    title: string;
    description: string;
    /** The page's URL path: `/docs/api/elements/button`. */
    path: string;
    /** Its Markdown twin's URL path: `/docs/api/elements/button.md`. */
    markdownPath: string;
    /** Where the page sits: `Getting started`, `Guides`, `API reference: Elements`, `Tutorial`, `Blog`, ... */
    section: string;
  }>;
  components: Array<{
    /** The library export's name: `Button`, `CardHeader`. */
    name: string;
    /** Bulma's category: `Elements`, `Components`, `Form`, `Columns`, `Grid`, `Layout`, `Helpers`. */
    category: string;
    /** One line. */
    description: string;
    /** The API page documenting it. */
    path: string;
    props: Array<{ name: string; type: string; defaultValue: string | null; description: string; required: boolean }>;
    /** Whether it takes the shared helper props (colour, spacing, ...) documented under /docs/guides/helpers/. */
    hasHelperProps: boolean;
    /** The CSS variables of the Bulma component(s) it renders, as its page's tables show them; empty for sub-parts. */
    cssVariables: Array<{
      /** Bulma's name: `button`. */
      bulmaComponent: string;
      /** Where Bulma declares them: `.button` (`.bulma-button` in its prefixed build), or `:root`. */
      selector: string;
      prefixedSelector: string;
      /** Bulma's Sass file: `bulma/sass/elements/button.scss`. */
      source: string;
      variables: Array<{ name: string; value: string; description: string | null }>;
      /** Global variables (on `:root`) its rules read. */
      reads: string[];
    }>;
    /** Runnable tsx, imports included. */
    examples: Array<{ title: string; code: string }>;
    /** Markdown of the page's Accessibility section, `''` when there is none. */
    accessibility: string;
    /** Absolute URLs. */
    related: Array<{ title: string; url: string }>;
  }>;
}

export type DocsPage = DocsManifest['pages'][number];
export type DocsComponent = DocsManifest['components'][number];

export const MANIFEST_FILE = 'llms-manifest.json';

/** A URL path of the site: starts with one slash, no backslash, no `..` segment. */
const sitePath = z
  .string()
  .regex(/^\/(?!\/)/, 'must be a URL path starting with "/"')
  .refine((value) => !value.includes('\\') && !value.split('/').includes('..'), 'must not leave the site');

/** The schema the file is checked against: it must describe `DocsManifest` exactly (checked at compile time below). */
const manifestSchema = z.object({
  library: z.object({ name: z.string().min(1), version: z.string().min(1) }),
  siteUrl: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'must be an http(s) URL')
    .refine((value) => !value.endsWith('/'), 'must not end with "/"'),
  pages: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      path: sitePath,
      markdownPath: sitePath.refine((value) => value.endsWith('.md'), 'must end with ".md"'),
      section: z.string(),
    }),
  ),
  components: z.array(
    z.object({
      name: z.string().min(1),
      category: z.string(),
      description: z.string(),
      path: sitePath,
      props: z.array(
        z.object({
          name: z.string(),
          type: z.string(),
          defaultValue: z.string().nullable(),
          description: z.string(),
          required: z.boolean(),
        }),
      ),
      hasHelperProps: z.boolean(),
      cssVariables: z.array(
        z.object({
          bulmaComponent: z.string(),
          selector: z.string(),
          prefixedSelector: z.string(),
          source: z.string(),
          variables: z.array(z.object({ name: z.string(), value: z.string(), description: z.string().nullable() })),
          reads: z.array(z.string()),
        }),
      ),
      examples: z.array(z.object({ title: z.string(), code: z.string() })),
      accessibility: z.string(),
      related: z.array(z.object({ title: z.string(), url: z.string() })),
    }),
  ),
});

// The interface above is what other modules read; this fails to compile if the schema drifts from it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesInterface: Same<z.infer<typeof manifestSchema>, DocsManifest> = true;
void schemaMatchesInterface;

export function manifestFileFor(siteRoot: string): string {
  return path.join(siteRoot, MANIFEST_FILE);
}

/** Whether the build has the assistants' data (older builds, or builds of another site, have none). */
export function hasDocsManifest(siteRoot: string): boolean {
  return existsSync(manifestFileFor(siteRoot));
}

/**
 * Reads and checks the manifest of a build. Throws an error naming the file when it is missing or does not have
 * the expected shape, so a stale or half-written build is caught at start-up rather than by an assistant.
 */
export function readDocsManifest(siteRoot: string): DocsManifest {
  const file = manifestFileFor(siteRoot);
  if (!existsSync(file)) throw new Error(`No ${MANIFEST_FILE} at ${file}: run \`npm run build\` first.`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}): run \`npm run build\` first.`);
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : 'the top level';
    throw new Error(`${file} is malformed at ${where}: ${issue.message}. Run \`npm run build\` first.`);
  }
  return result.data;
}
