import { forwardRef, type ElementType, type HTMLAttributes, type MouseEvent } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { Delete } from '../Delete/Delete.js';

/** Colour tones a notification supports (`is-light`, `is-dark`). */
export type NotificationVariant = 'light' | 'dark';

export interface NotificationProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Colour: `is-{color}`.
   * @default unset (neutral background)
   */
  color?: BulmaColor;
  /**
   * Tone of the colour: `is-light` or `is-dark`; used together with `color`.
   * @default unset
   */
  variant?: NotificationVariant;
  /**
   * Called when the delete button is clicked; when set, a delete button is shown in the corner.
   * @default unset (no delete button)
   */
  onDelete?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * Accessible name of the delete button.
   * @default "Close"
   */
  deleteLabel?: string;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** A coloured message block, optionally dismissible (`notification`). */
export const Notification = forwardRef<HTMLElement, NotificationProps>(function Notification(
  { as: Component = 'div', color, variant, onDelete, deleteLabel = 'Close', className, children, ...props },
  ref,
) {
  const { bulma, helperClassName, prefix, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('notification', color && `is-${color}`, variant && `is-${variant}`),
        helperClassName,
        className,
      )}
      {...rest}
    >
      {onDelete && <Delete classPrefix={prefix} aria-label={deleteLabel} onClick={onDelete} />}
      {children}
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', NotificationProps>;
Notification.displayName = 'Notification';
