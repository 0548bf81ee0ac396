'use client';
import { forwardRef, useEffect, type CSSProperties, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from './classNames.js';
import type { PolymorphicComponent } from './polymorphic.js';
import { themeVariables, type ThemeOptions, type ThemeScheme } from './themeVariables.js';
import { useBulmaClasses, type BulmaComponentProps } from './useBulmaClasses.js';

export interface ThemeProps extends ThemeOptions, BulmaComponentProps, HTMLAttributes<HTMLElement> {
  /**
   * Bulma colour scheme for the themed area: adds `theme-light` or `theme-dark`.
   * @default unset: follows the surrounding scheme (and the system preference)
   */
  scheme?: ThemeScheme;
  /**
   * Applies the theme to the whole document (`:root`) instead of a wrapper element.
   * The wrapper is then not rendered and its element props are ignored.
   * @default false
   */
  global?: boolean;
  /**
   * Element the themed subtree is wrapped in.
   * @default "div"
   */
  as?: ElementType;
}

const THEME_OPTION_KEYS = [
  'colors',
  'schemeHue',
  'schemeSaturation',
  'radii',
  'fonts',
  'variables',
  'variablePrefix',
] as const satisfies readonly (keyof ThemeOptions)[];

function splitThemeOptions<P extends ThemeOptions>(props: P): [ThemeOptions, Omit<P, keyof ThemeOptions>] {
  const options: Record<string, unknown> = {};
  const rest = { ...props } as unknown as Record<string, unknown>;
  for (const key of THEME_OPTION_KEYS) {
    options[key] = rest[key];
    delete rest[key];
  }
  return [options as ThemeOptions, rest as Omit<P, keyof ThemeOptions>];
}

/**
 * Sets Bulma v1 CSS variables (colours, radius, fonts) and the light or dark scheme,
 * either on a wrapper around its children or, with `global`, on the document root.
 */
export const Theme = forwardRef<HTMLElement, ThemeProps>(function Theme(
  { scheme, global = false, as: Component = 'div', className, style, children, ...props },
  ref,
) {
  const [options, others] = splitThemeOptions(props);
  const { bulma, helperClassName, rest } = useBulmaClasses(others);
  const vars = themeVariables(options);
  const schemeClass = scheme ? bulma(`theme-${scheme}`) : '';
  // `vars` is a new object on every render; its serialised form keeps the global effect from re-running
  // unless a variable really changed.
  const varsKey = JSON.stringify(vars);

  useEffect(() => {
    if (!global) return undefined;
    const root = document.documentElement;
    const applied = JSON.parse(varsKey) as Record<string, string>;
    for (const [name, value] of Object.entries(applied)) root.style.setProperty(name, value);
    const classes = schemeClass ? schemeClass.split(' ') : [];
    root.classList.add(...classes);
    return () => {
      for (const name of Object.keys(applied)) root.style.removeProperty(name);
      root.classList.remove(...classes);
    };
  }, [global, varsKey, schemeClass]);

  if (global) return <>{children}</>;
  return (
    <Component
      ref={ref}
      className={classNames(schemeClass, helperClassName, className) || undefined}
      style={{ ...vars, ...style } as CSSProperties}
      {...rest}
    >
      {children}
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', ThemeProps>;
Theme.displayName = 'Theme';
