import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface ContainerProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Full width at every breakpoint, with a small gap on each side: `is-fluid`.
   * @default false
   */
  isFluid?: boolean;
  /**
   * Full width until the widescreen breakpoint: `is-widescreen`.
   * @default false
   */
  isWidescreen?: boolean;
  /**
   * Full width until the fullhd breakpoint: `is-fullhd`.
   * @default false
   */
  isFullhd?: boolean;
  /**
   * Never wider than the tablet breakpoint's container: `is-max-tablet`.
   * @default false
   */
  isMaxTablet?: boolean;
  /**
   * Never wider than the desktop breakpoint's container: `is-max-desktop`.
   * @default false
   */
  isMaxDesktop?: boolean;
  /**
   * Never wider than the widescreen breakpoint's container: `is-max-widescreen`.
   * @default false
   */
  isMaxWidescreen?: boolean;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** Centres its content horizontally with a maximum width per breakpoint (`container`). */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  {
    as: Component = 'div',
    isFluid,
    isWidescreen,
    isFullhd,
    isMaxTablet,
    isMaxDesktop,
    isMaxWidescreen,
    className,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('container', {
          'is-fluid': isFluid,
          'is-widescreen': isWidescreen,
          'is-fullhd': isFullhd,
          'is-max-tablet': isMaxTablet,
          'is-max-desktop': isMaxDesktop,
          'is-max-widescreen': isMaxWidescreen,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', ContainerProps>;
Container.displayName = 'Container';
