import { forwardRef, type ElementType, type HTMLAttributes, type MouseEvent } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { Delete } from '../../elements/Delete/Delete.js';

export interface MessageHeaderProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Called when the delete button is clicked; when set, a delete button is shown at the end of the header.
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

/** The title bar of a message (`message-header`); with `onDelete` it ends in a delete button. */
export const MessageHeader = forwardRef<HTMLElement, MessageHeaderProps>(function MessageHeader(
  { as: Component = 'div', onDelete, deleteLabel = 'Close', className, children, ...props },
  ref,
) {
  const { bulma, helperClassName, prefix, rest } = useBulmaClasses(props);
  return (
    <Component ref={ref} className={classNames(bulma('message-header'), helperClassName, className)} {...rest}>
      {children}
      {onDelete && <Delete classPrefix={prefix} aria-label={deleteLabel} onClick={onDelete} />}
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', MessageHeaderProps>;
MessageHeader.displayName = 'MessageHeader';
