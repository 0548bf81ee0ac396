/**
 * The Sass side of a component's CSS variables: Bulma registers each one by name (`"button-h": #{$button-h}` in a
 * `cv.register-vars((...))` map, or `cv.register-var("level-item-spacing", ...)`), usually from a Sass variable of
 * the same name. Reading the source confirms that a variable found in the compiled CSS really belongs to the Sass
 * file we credit it to, and names the Sass variable a custom build would set.
 */
import { readFileSync } from 'node:fs';

export interface SassRegistrations {
  /** Whether the file registers this CSS variable name (without `--` and the prefix: `button-h`). */
  registers(key: string): boolean;
  /** The Sass variable a registration takes its value from (`$button-h`), or null when it is an expression. */
  sassVariableOf(key: string): string | null;
  /** Whether the file declares this Sass variable (`$button-h: ...`). */
  declares(sassVariable: string): boolean;
  /** The value a Sass variable is declared with, without `!default`. */
  declaredValue(sassVariable: string): string | undefined;
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function sassRegistrations(scss: string): SassRegistrations {
  // Registrations are keyed by a quoted name: a map entry `"key": value` or the first argument of register-var.
  const registration = (key: string) =>
    new RegExp(`(?:"${escapeForRegExp(key)}"\\s*:|register-var\\(\\s*"${escapeForRegExp(key)}"\\s*,)\\s*`, 'g');
  const declaration = (name: string) => new RegExp(`^${escapeForRegExp(name)}\\s*:\\s*([^;]+);`, 'm');
  return {
    registers: (key) => registration(key).test(scss),
    sassVariableOf(key) {
      // The first registration is the component's own; later ones are its modifiers (`.button.is-primary`).
      const match = registration(key).exec(scss);
      if (!match) return null;
      const rest = scss.slice(match.index + match[0].length);
      const plain = /^(?:#\{\s*(\$[\w-]+)\s*\}|(\$[\w-]+))\s*[,)]/.exec(rest);
      return plain ? (plain[1] ?? plain[2]!) : null;
    },
    declares: (name) => declaration(name).test(scss),
    declaredValue: (name) =>
      declaration(name)
        .exec(scss)?.[1]
        ?.replace(/\s*!default\s*$/, '')
        .trim(),
  };
}

export function sassFile(file: string): SassRegistrations {
  return sassRegistrations(readFileSync(file, 'utf8'));
}
