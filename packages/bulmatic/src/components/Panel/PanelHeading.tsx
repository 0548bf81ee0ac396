import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface PanelHeadingProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render, such as a heading level that fits the page.
   * @default "p"
   */
  as?: ElementType;
}

/** The coloured title bar of a panel (`panel-heading`). */
export const PanelHeading = forwardRef<HTMLElement, PanelHeadingProps>(function PanelHeading(
  { as: Component = 'p', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('panel-heading'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'p', PanelHeadingProps>;
PanelHeading.displayName = 'PanelHeading';
