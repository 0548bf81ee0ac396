import { forwardRef, type ButtonHTMLAttributes, type ElementType } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface CardHeaderIconProps
  extends BulmaComponentProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /**
   * Element to render; a button by default, since the header icon usually acts on the card.
   * @default "button"
   */
  as?: ElementType;
}

/**
 * The icon at the right end of a card header (`card-header-icon`), usually a control such as a collapse
 * toggle; give it an `aria-label` when it holds only an icon.
 */
export const CardHeaderIcon = forwardRef<HTMLButtonElement, CardHeaderIconProps>(function CardHeaderIcon(
  { as: Component = 'button', type, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const buttonType = Component === 'button' ? { type: type ?? 'button' } : { type };
  return (
    <Component
      ref={ref}
      {...buttonType}
      className={classNames(bulma('card-header-icon'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'button', CardHeaderIconProps>;
CardHeaderIcon.displayName = 'CardHeaderIcon';
