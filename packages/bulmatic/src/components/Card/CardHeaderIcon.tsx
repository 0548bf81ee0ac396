import { Children, forwardRef, type ButtonHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface CardHeaderIconProps
  extends BulmaComponentProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /**
   * Accessible name of the control, since it usually holds only an icon; say what it does ("Collapse
   * details").
   * @default "Toggle", unless it has `aria-labelledby` or text of its own
   */
  'aria-label'?: string;
  /**
   * Element to render; a button by default, since the header icon usually acts on the card.
   * @default "button"
   */
  as?: ElementType;
}

/**
 * The icon at the right end of a card header (`card-header-icon`), usually a control such as a collapse
 * toggle. An icon-only one is named "Toggle" unless it gets an `aria-label` or `aria-labelledby`; give it
 * one that says what it does.
 */
export const CardHeaderIcon = forwardRef<HTMLButtonElement, CardHeaderIconProps>(function CardHeaderIcon(
  { as: Component = 'button', type, 'aria-label': ariaLabel, className, children, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const buttonType = Component === 'button' ? { type: type ?? 'button' } : { type };
  // An icon-only control has no name of its own. Text in it, or a label the user points at, names it better
  // than any default, and a default would hide that text from screen readers.
  const named = Boolean(rest['aria-labelledby']) || hasText(children);
  const label = ariaLabel ?? (named ? undefined : 'Toggle');
  return (
    <Component
      ref={ref}
      {...buttonType}
      aria-label={label}
      className={classNames(bulma('card-header-icon'), helperClassName, className)}
      {...rest}
    >
      {children}
    </Component>
  );
}) as unknown as PolymorphicComponent<'button', CardHeaderIconProps>;
CardHeaderIcon.displayName = 'CardHeaderIcon';

/** Whether text sits directly in the children (an icon element does not count: it has no name of its own). */
function hasText(children: ReactNode): boolean {
  return Children.toArray(children).some(
    (child) => (typeof child === 'string' && child.trim() !== '') || typeof child === 'number',
  );
}
