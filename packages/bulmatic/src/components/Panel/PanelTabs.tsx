import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface PanelTabsProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "p"
   */
  as?: ElementType;
}

/** A row of filter links under the panel heading (`panel-tabs`); put `Panel.Tab`s inside. */
export const PanelTabs = forwardRef<HTMLElement, PanelTabsProps>(function PanelTabs(
  { as: Component = 'p', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('panel-tabs'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'p', PanelTabsProps>;
PanelTabs.displayName = 'PanelTabs';
