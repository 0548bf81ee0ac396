import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface PanelBlockProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Highlights the block as the chosen one: `is-active`.
   * @default false
   */
  isActive?: boolean;
  /**
   * Lets the block's content wrap onto several lines: `is-wrapped`.
   * @default false
   */
  isWrapped?: boolean;
  /**
   * Element to render: `"a"` for a link row, `"label"` for a row holding a checkbox.
   * @default "div"
   */
  as?: ElementType;
}

/** One row of a panel (`panel-block`): a link, a labelled checkbox, a search field or a button. */
export const PanelBlock = forwardRef<HTMLElement, PanelBlockProps>(function PanelBlock(
  { as: Component = 'div', isActive, isWrapped, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('panel-block', isActive && 'is-active', isWrapped && 'is-wrapped'),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', PanelBlockProps>;
PanelBlock.displayName = 'PanelBlock';
