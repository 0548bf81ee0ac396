import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { IconLibrary } from '../../helpers/icons.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { Icon } from '../Icon/Icon.js';

export interface IconTextProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Name of an icon to render before (or after) the text in `children`; leave it out to compose
   * `Icon`s and `<span>`s yourself.
   * @default unset
   */
  icon?: string;
  /**
   * Side of the text the `icon` is placed on.
   * @default "left"
   */
  iconPosition?: 'left' | 'right';
  /**
   * Icon font for `icon`.
   * @default the ConfigProvider's iconLibrary, or "fontawesome"
   */
  library?: IconLibrary;
  /**
   * Style of the icon font for `icon`.
   * @default the ConfigProvider's iconVariant, or the library's own default
   */
  variant?: string;
  /**
   * Element to render; use `"div"` to make it a block of its own.
   * @default "span"
   */
  as?: ElementType;
}

/** Aligns icons with text on one line (`icon-text`). */
export const IconText = forwardRef<HTMLElement, IconTextProps>(function IconText(
  { as: Component = 'span', icon, iconPosition = 'left', library, variant, className, children, ...props },
  ref,
) {
  const { bulma, helperClassName, prefix, rest } = useBulmaClasses(props);
  const iconElement = icon ? <Icon name={icon} library={library} variant={variant} classPrefix={prefix} /> : null;
  return (
    <Component ref={ref} className={classNames(bulma('icon-text'), helperClassName, className)} {...rest}>
      {iconElement && iconPosition === 'left' && iconElement}
      {iconElement ? <span>{children}</span> : children}
      {iconElement && iconPosition === 'right' && iconElement}
    </Component>
  );
}) as unknown as PolymorphicComponent<'span', IconTextProps>;
IconText.displayName = 'IconText';
