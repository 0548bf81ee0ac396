import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Sizes a section has (`is-medium`, `is-large`): more padding on desktop. */
export type SectionSize = Extract<BulmaSize, 'medium' | 'large'>;

export interface SectionProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Amount of padding from the desktop breakpoint up: `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: SectionSize;
  /**
   * At least as tall as the viewport: `is-fullheight`.
   * @default false
   */
  isFullheight?: boolean;
  /**
   * Element to render.
   * @default "section"
   */
  as?: ElementType;
}

/** A padded part of the page (`section`), the usual direct child of `body`. */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { as: Component = 'section', size, isFullheight, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('section', size && `is-${size}`, isFullheight && 'is-fullheight'),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'section', SectionProps>;
Section.displayName = 'Section';
