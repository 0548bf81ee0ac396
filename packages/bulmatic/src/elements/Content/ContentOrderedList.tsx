import { forwardRef, type OlHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Numbering styles Bulma offers for ordered lists inside `content`. */
export const CONTENT_LIST_STYLES = ['lower-alpha', 'lower-roman', 'upper-alpha', 'upper-roman'] as const;
export type ContentListStyle = (typeof CONTENT_LIST_STYLES)[number];

export interface ContentOrderedListProps
  extends BulmaComponentProps,
    Omit<OlHTMLAttributes<HTMLOListElement>, 'color' | 'type'> {
  /**
   * Numbering style: `is-lower-alpha`, `is-lower-roman`, `is-upper-alpha` or `is-upper-roman`.
   * @default unset (decimal)
   */
  listStyle?: ContentListStyle;
}

/** An ordered list (`<ol>`) inside `Content`, with Bulma's numbering styles. */
export const ContentOrderedList = forwardRef<HTMLOListElement, ContentOrderedListProps>(function ContentOrderedList(
  { listStyle, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const classes = classNames(bulma(listStyle && `is-${listStyle}`), helperClassName, className);
  return <ol ref={ref} className={classes || undefined} {...rest} />;
});
ContentOrderedList.displayName = 'ContentOrderedList';
