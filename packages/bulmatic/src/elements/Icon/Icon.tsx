import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import { iconGlyph, type IconLibrary } from '../../helpers/icons.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useConfig } from '../../helpers/useConfig.js';

/** Sizes of the icon container (`is-small`, ...). */
export type IconSize = Exclude<BulmaSize, 'normal'>;
/** Side of a form control an icon sits on (`is-left`, `is-right`). */
export type IconAlign = 'left' | 'right';

export interface IconProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Icon name in the chosen library, without its prefix: `"home"` renders `fa-home`, `mdi-home`, ...
   * Leave it out to put your own glyph (an SVG, say) in `children`.
   */
  name?: string;
  /**
   * Icon font whose class conventions are used.
   * @default the ConfigProvider's iconLibrary, or "fontawesome"
   */
  library?: IconLibrary;
  /**
   * Style of the icon font: `"fas"`, `"far"`, `"fab"` for Font Awesome, `"outlined"`, `"rounded"`, `"sharp"`
   * for Material Symbols, `"md"`, `"ios"`, `"logo"` for Ionicons.
   * @default the ConfigProvider's iconVariant, or the library's own default
   */
  variant?: string;
  /**
   * Size of the container: `is-small`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: IconSize;
  /**
   * Side of a form control the icon sits on: `is-left` or `is-right`.
   * @default unset
   */
  align?: IconAlign;
  /**
   * Accessible name; without it the icon is decorative and hidden from screen readers.
   * @default unset (decorative)
   */
  label?: string;
  /**
   * Extra classes for the inner glyph element, such as the icon font's own size classes (`fa-lg`).
   * @default unset
   */
  iconClassName?: string;
  /**
   * Element to render as the container.
   * @default "span"
   */
  as?: ElementType;
}

/** A square container for an icon from an icon font or your own SVG (`icon`). */
export const Icon = forwardRef<HTMLElement, IconProps>(function Icon(
  { as: Component = 'span', name, library, variant, size, align, label, iconClassName, className, children, ...props },
  ref,
) {
  const config = useConfig();
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const usedLibrary = library ?? config.iconLibrary;
  // The provider's variant belongs to the provider's library, so an icon that picks its own library
  // does not inherit it (a Font Awesome "far" means nothing to Material Symbols).
  const glyph =
    name === undefined
      ? undefined
      : iconGlyph(usedLibrary, name, variant ?? (library ? undefined : config.iconVariant));
  const Glyph = glyph?.tag ?? 'i';
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Component
      ref={ref}
      {...a11y}
      className={classNames(bulma('icon', size && `is-${size}`, align && `is-${align}`), helperClassName, className)}
      {...rest}
    >
      {glyph && <Glyph className={classNames(glyph.className, iconClassName)}>{glyph.text}</Glyph>}
      {children}
    </Component>
  );
}) as unknown as PolymorphicComponent<'span', IconProps>;
Icon.displayName = 'Icon';
