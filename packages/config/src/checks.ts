/** The checks the variables share. Each throws ConfigurationError naming the variable; none reads the environment. */
import { ConfigurationError } from './error.js';

export type Env = Readonly<Record<string, string | undefined>>;

/** The trimmed value, or null when the variable is unset or blank. */
export function present(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

export function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigurationError(name, `must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigurationError(name, `must use http or https, got "${url.protocol}"`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * Algolia application ids are upper-case alphanumerics; our own service accepts the same shape so the
 * configuration stays interchangeable.
 */
export function appId(name: string, value: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) {
    throw new ConfigurationError(name, `must be 1-64 letters, digits, "-" or "_", got "${value}"`);
  }
  return value;
}

export function token(name: string, value: string): string {
  if (!/^[\x21-\x7e]{1,256}$/.test(value)) {
    throw new ConfigurationError(name, 'must be 1-256 printable characters without spaces');
  }
  return value;
}

/** A whole number from `min` to `max`, written in decimal digits only. */
export function wholeNumber(name: string, value: string, min: number, max: number, what = 'a whole number'): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw new ConfigurationError(name, `must be ${what} from ${min} to ${max}, got "${value}"`);
  }
  return number;
}
