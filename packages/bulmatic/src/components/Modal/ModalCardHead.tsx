import { forwardRef, type ElementType, type HTMLAttributes, type MouseEvent } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { Delete } from '../../elements/Delete/Delete.js';

export interface ModalCardHeadProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Called when the delete button is clicked; when set, a delete button is shown at the end of the head.
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
   * @default "header"
   */
  as?: ElementType;
}

/** The head of a modal card (`modal-card-head`) with its title; with `onDelete` it ends in a delete button. */
export const ModalCardHead = forwardRef<HTMLElement, ModalCardHeadProps>(function ModalCardHead(
  { as: Component = 'header', onDelete, deleteLabel = 'Close', className, children, ...props },
  ref,
) {
  const { bulma, helperClassName, prefix, rest } = useBulmaClasses(props);
  return (
    <Component ref={ref} className={classNames(bulma('modal-card-head'), helperClassName, className)} {...rest}>
      {children}
      {onDelete && <Delete classPrefix={prefix} aria-label={deleteLabel} onClick={onDelete} />}
    </Component>
  );
}) as unknown as PolymorphicComponent<'header', ModalCardHeadProps>;
ModalCardHead.displayName = 'ModalCardHead';
