'use client';
import { forwardRef, useContext, useEffect, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { getTabsContext } from './TabsContext.js';

export interface TabsPanelProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Value of the tab this panel belongs to; the panel is shown while that tab is selected.
   */
  value: string;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/**
 * The content of one tab (`role="tabpanel"`), labelled by its tab and hidden while another tab is selected.
 * Place it inside `Tabs`, after the tabs; Bulma has no class for it, so style it with helper props.
 */
export const TabsPanel = forwardRef<HTMLElement, TabsPanelProps>(function TabsPanel(
  { as: Component = 'div', value, id: idProp, className, ...props },
  ref,
) {
  const context = useContext(getTabsContext());
  const { helperClassName, rest } = useBulmaClasses(props);
  const id = idProp ?? context?.defaultPanelId(value);
  const inPlace = context === null || context.slot === 'panels';
  const registerPanel = inPlace ? context?.registerPanel : undefined;
  // Tells the tab which panel it controls, wherever the panel is: inside a component of the app, or passed from a
  // server component, where Tabs cannot see it among its children.
  useEffect(
    () => (registerPanel && id !== undefined ? registerPanel(value, id) : undefined),
    [registerPanel, value, id],
  );
  // Tabs renders its children inside the tab row too, for the tabs among them.
  if (!inPlace) return null;
  const selected = context ? context.value === value : true;
  return (
    <Component
      ref={ref}
      role="tabpanel"
      id={id}
      aria-labelledby={context?.tabId(value)}
      hidden={!selected}
      tabIndex={0}
      className={classNames(helperClassName, className) || undefined}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', TabsPanelProps>;
TabsPanel.displayName = 'TabsPanel';
