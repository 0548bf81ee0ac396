import {
  Children,
  cloneElement,
  forwardRef,
  Fragment,
  isValidElement,
  type ElementType,
  type OlHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { StepsItem, type StepStatus, type StepsItemProps } from './StepsItem.js';

/** Directions steps can be laid out in (`is-vertical` for the second). */
export const STEPS_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type StepsOrientation = (typeof STEPS_ORIENTATIONS)[number];

const DEFAULT_STATUS_LABELS: Partial<Record<StepStatus, string>> = { completed: 'completed' };

export interface StepsProps extends BulmaComponentProps, Omit<OlHTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Index of the current step, from 0: steps before it are completed, steps after it upcoming. Set it to the
   * number of steps to show them all completed.
   * @default 0
   */
  active?: number;
  /**
   * Direction of the steps; `"vertical"` (`is-vertical`) stacks them with the text beside each marker.
   * @default "horizontal"
   */
  orientation?: StepsOrientation;
  /**
   * Colour of completed and current steps: `is-{color}`.
   * @default unset (the link colour)
   */
  color?: BulmaColor;
  /**
   * Size: `is-small`, `is-normal`, `is-medium` or `is-large`.
   * @default unset (the surrounding font size)
   */
  size?: BulmaSize;
  /**
   * Makes every step a button and is called with the step's index when one is pressed; give upcoming steps
   * `disabled` to keep users from skipping ahead.
   * @default unset (steps are not clickable)
   */
  onStepClick?: (index: number) => void;
  /**
   * Visually hidden text each step gets for its state, read by screen readers after its title; the current
   * step is also marked with `aria-current="step"`.
   * @default { completed: "completed" }
   */
  statusLabels?: Partial<Record<StepStatus, string>>;
  /**
   * Element to render; keep a list element, as the steps are `<li>`s.
   * @default "ol"
   */
  as?: ElementType;
}

/** The children as a flat list, with the contents of fragments in their place, keyed apart. */
function flatten(children: ReactNode, keyPrefix = ''): ReactNode[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [child];
    const key = `${keyPrefix}${String(child.key)}`;
    if (child.type === Fragment) return flatten(child.props.children, `${key}/`);
    return [keyPrefix ? cloneElement(child, { key }) : child];
  });
}

function statusOf(index: number, active: number): StepStatus {
  if (index < active) return 'completed';
  return index === active ? 'active' : 'upcoming';
}

const StepsBase = forwardRef<HTMLElement, StepsProps>(function Steps(
  {
    as: Component = 'ol',
    active = 0,
    orientation = 'horizontal',
    color,
    size,
    onStepClick,
    statusLabels = DEFAULT_STATUS_LABELS,
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, prefix, rest } = useBulmaClasses(props);
  // Each element child is a step (fragments are looked into), numbered in order. Props passed to the step
  // itself win over what is derived here. (No context, so Steps stays renderable from a server component.)
  let position = 0;
  const steps = flatten(children).map((child) => {
    if (!isValidElement<StepsItemProps>(child)) return child;
    const index = child.props.index ?? position;
    position += 1;
    const status = child.props.status ?? statusOf(index, active);
    return cloneElement(child as ReactElement<StepsItemProps>, {
      index,
      status,
      onStepClick: child.props.onStepClick ?? onStepClick,
      statusLabel: child.props.statusLabel ?? statusLabels[status],
      classPrefix: child.props.classPrefix ?? prefix,
    });
  });
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('steps', color && `is-${color}`, size && `is-${size}`, orientation === 'vertical' && 'is-vertical'),
        helperClassName,
        className,
      )}
      {...rest}
    >
      {steps}
    </Component>
  );
}) as unknown as PolymorphicComponent<'ol', StepsProps>;
StepsBase.displayName = 'Steps';

/**
 * A progress indicator of numbered steps (`steps`), as an ordered list: steps before `active` are completed,
 * the one at `active` is current (`aria-current="step"`) and the rest are upcoming. With `onStepClick`, every
 * step is a button. Put `Steps.Item`s directly inside.
 */
export const Steps = Object.assign(StepsBase, {
  /** One step (`steps-item`); the same component as `StepsItem`. */
  Item: StepsItem,
});
