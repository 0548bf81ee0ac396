import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { MessageBody } from './MessageBody.js';
import { MessageHeader } from './MessageHeader.js';

/** Sizes of a message (`is-small`, `is-medium`, `is-large`). */
export type MessageSize = Exclude<BulmaSize, 'normal'>;

export interface MessageProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Colour of the header, border and body: `is-{color}`.
   * @default unset (neutral)
   */
  color?: BulmaColor;
  /**
   * Text size: `is-small`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: MessageSize;
  /**
   * Element to render.
   * @default "article"
   */
  as?: ElementType;
}

const MessageBase = forwardRef<HTMLElement, MessageProps>(function Message(
  { as: Component = 'article', color, size, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('message', color && `is-${color}`, size && `is-${size}`), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'article', MessageProps>;
MessageBase.displayName = 'Message';

/** A coloured block of text (`message`) with an optional header, which can hold a delete button. */
export const Message = Object.assign(MessageBase, {
  /** Title bar, optionally with a delete button (`message-header`); the same component as `MessageHeader`. */
  Header: MessageHeader,
  /** The text of the message (`message-body`); the same component as `MessageBody`. */
  Body: MessageBody,
});
