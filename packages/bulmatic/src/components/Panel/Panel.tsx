import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { PanelBlock } from './PanelBlock.js';
import { PanelHeading } from './PanelHeading.js';
import { PanelIcon } from './PanelIcon.js';
import { PanelTab } from './PanelTab.js';
import { PanelTabs } from './PanelTabs.js';

export interface PanelProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Colour of the heading, tabs and active block: `is-{color}`.
   * @default unset (neutral)
   */
  color?: BulmaColor;
  /**
   * Element to render.
   * @default "nav"
   */
  as?: ElementType;
}

const PanelBase = forwardRef<HTMLElement, PanelProps>(function Panel(
  { as: Component = 'nav', color, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('panel', color && `is-${color}`), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'nav', PanelProps>;
PanelBase.displayName = 'Panel';

/** A compact, coloured list of rows (`panel`) with a heading, filter tabs and blocks. */
export const Panel = Object.assign(PanelBase, {
  /** Title bar (`panel-heading`); the same component as `PanelHeading`. */
  Heading: PanelHeading,
  /** Row of filter links (`panel-tabs`); the same component as `PanelTabs`. */
  Tabs: PanelTabs,
  /** One filter link in `Panel.Tabs`; the same component as `PanelTab`. */
  Tab: PanelTab,
  /** One row (`panel-block`); the same component as `PanelBlock`. */
  Block: PanelBlock,
  /** Icon slot of a row (`panel-icon`); the same component as `PanelIcon`. */
  Icon: PanelIcon,
});
