import React from 'react';

const SEPARATOR = /[|,&<(]$/;

/**
 * A type's spaces and the words between them, each word ending at a separator (`|`, `,`, `&`, `<`, `(`) if it
 * has one. Types from the docgen have spaces after `|` and `,`, but none inside `Responsive<0 | …` or
 * `(AnchorHTMLAttributes<HTMLAnchorElement> & …)`, whose long first words would otherwise overflow a phone's line
 * or be cut mid-word.
 */
function typePieces(type: string): string[] {
  return type.match(/\s+|[^\s|,&<(]+[|,&<(]?|[|,&<(]/g) ?? [type];
}

/**
 * A type that may wrap at its spaces and after each separator (a `<wbr>` there), and nowhere else. A word with a
 * hyphen, where browsers would also wrap, is a span with `wordClassName`, which the phone layout keeps on one line:
 * a string literal such as `"tablet-only"` stays whole. Other words need no span, so large unions stay light.
 */
export function TypeWithBreaks({ type, wordClassName }: { type: string; wordClassName?: string }): React.JSX.Element {
  const pieces = typePieces(type);
  // A space is already a place to wrap: a <wbr> is needed where a separator is followed by a word.
  const breaksAfter = (index: number) => SEPARATOR.test(pieces[index]!) && /^\S/.test(pieces[index + 1] ?? ' ');
  return (
    <>
      {pieces.map((piece, index) => (
        <React.Fragment key={index}>
          {piece.includes('-') ? <span className={wordClassName}>{piece}</span> : piece}
          {breaksAfter(index) && <wbr />}
        </React.Fragment>
      ))}
    </>
  );
}
