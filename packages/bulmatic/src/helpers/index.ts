export { classNames, type ClassValue } from './classNames.js';
export * from './constants.js';
export { DEFAULT_CONFIG, type BulmaConfig } from './config.js';
export { ConfigContext } from './ConfigContext.js';
export { ConfigProvider, type ConfigProviderProps } from './ConfigProvider.js';
export { useConfig } from './useConfig.js';
export { ICON_LIBRARIES, iconGlyph, type IconGlyph, type IconLibrary } from './icons.js';
export type { PolymorphicComponent, PolymorphicProps } from './polymorphic.js';
export { prefixClasses, useClassPrefix, usePrefixedClass, type PrefixedClassFn } from './prefix.js';
export { Theme, type ThemeProps } from './Theme.js';
export {
  THEME_SCHEMES,
  hexToHsl,
  themeCss,
  themeVariables,
  type ThemeColorValue,
  type ThemeFonts,
  type ThemeHsl,
  type ThemeOptions,
  type ThemeRadii,
  type ThemeScheme,
} from './themeVariables.js';
export {
  BULMA_HELPER_PROPS,
  getHelperClasses,
  splitHelperProps,
  useBulmaClasses,
  type BulmaClassesResult,
  type BulmaComponentProps,
  type BulmaHelperProps,
  type Responsive,
} from './useBulmaClasses.js';
