'use client';
import { useContext, useMemo, type ReactNode } from 'react';
import type { BulmaConfig } from './config.js';
import { ConfigContext } from './ConfigContext.js';
import type { IconLibrary } from './icons.js';

export interface ConfigProviderProps {
  /**
   * Class prefix of a prefixed Bulma build; every Bulma class rendered below gets it (`bulma-button`).
   * @default inherited from an outer ConfigProvider, or "" (no prefix)
   */
  prefix?: string;
  /**
   * Icon font that `Icon` and `IconText` use when they are not given a `library`.
   * @default inherited from an outer ConfigProvider, or "fontawesome"
   */
  iconLibrary?: IconLibrary;
  /**
   * Style of the icon font, such as `"far"` for Font Awesome or `"rounded"` for Material Symbols.
   * @default inherited from an outer ConfigProvider, or the library's own default
   */
  iconVariant?: string;
  /**
   * Element that portalled components (Modal) render into, e.g. a shadow root's container so they pick up the
   * styles loaded there.
   * @default inherited from an outer ConfigProvider, or `document.body`
   */
  portalContainer?: Element | DocumentFragment;
  /** The part of the tree the settings apply to. */
  children?: ReactNode;
}

/**
 * Sets the class prefix, the default icon library and the portal container for everything below it.
 * Settings it leaves out are inherited from an outer provider.
 */
export function ConfigProvider({ prefix, iconLibrary, iconVariant, portalContainer, children }: ConfigProviderProps) {
  const parent = useContext(ConfigContext);
  const value = useMemo<BulmaConfig>(
    () => ({
      prefix: prefix ?? parent.prefix,
      iconLibrary: iconLibrary ?? parent.iconLibrary,
      iconVariant: iconVariant ?? parent.iconVariant,
      portalContainer: portalContainer ?? parent.portalContainer,
    }),
    [parent, prefix, iconLibrary, iconVariant, portalContainer],
  );
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}
ConfigProvider.displayName = 'ConfigProvider';
