import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface PanelIconProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "span"
   */
  as?: ElementType;
}

/** The icon slot at the start of a panel block (`panel-icon`); put an icon glyph inside. */
export const PanelIcon = forwardRef<HTMLElement, PanelIconProps>(function PanelIcon(
  { as: Component = 'span', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('panel-icon'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'span', PanelIconProps>;
PanelIcon.displayName = 'PanelIcon';
