import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface MessageBodyProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The text of a message (`message-body`). */
export const MessageBody = forwardRef<HTMLElement, MessageBodyProps>(function MessageBody(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('message-body'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', MessageBodyProps>;
MessageBody.displayName = 'MessageBody';
