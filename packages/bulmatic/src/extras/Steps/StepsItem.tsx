import { forwardRef, type LiHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Where a step stands against the current one. */
export const STEP_STATUSES = ['completed', 'active', 'upcoming'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export interface StepsItemProps extends BulmaComponentProps, Omit<LiHTMLAttributes<HTMLLIElement>, 'color'> {
  /**
   * Title of the step (`steps-title`).
   * @default unset
   */
  children?: ReactNode;
  /**
   * A line of text under the title (`steps-description`).
   * @default unset
   */
  description?: ReactNode;
  /**
   * Content of the round marker (`steps-marker`), such as an icon.
   * @default the step's number
   */
  marker?: ReactNode;
  /**
   * Where the step stands: `"completed"` (`is-completed`), `"active"` (`is-active`, `aria-current="step"`) or
   * `"upcoming"`. `Steps` sets it from its `active` index; set it here to override that.
   * @default "upcoming", or what `Steps` sets
   */
  status?: StepStatus;
  /**
   * Position of the step from 0; `Steps` sets it, and the marker shows it plus one.
   * @default what `Steps` sets
   */
  index?: number;
  /**
   * Makes the step a button (`steps-link`) that calls this with the step's index; `Steps` passes its own.
   * @default what `Steps` sets (none: the step is not clickable)
   */
  onStepClick?: (index: number) => void;
  /**
   * Visually hidden text after the title that tells screen readers the step's state, such as `"completed"`;
   * `Steps` sets it from its `statusLabels`.
   * @default what `Steps` sets
   */
  statusLabel?: string;
  /**
   * Disables the step's button when steps are clickable, such as for steps not reached yet.
   * @default false
   */
  disabled?: boolean;
}

/**
 * One step of a `Steps` indicator (`steps-item`): a `<li>` with a numbered marker, a title and an optional
 * description. The ref, `className` and other props go to the `<li>`.
 */
export const StepsItem = forwardRef<HTMLLIElement, StepsItemProps>(function StepsItem(
  {
    description,
    marker,
    status = 'upcoming',
    index,
    onStepClick,
    statusLabel,
    disabled,
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const isCurrent = status === 'active';
  const isClickable = onStepClick !== undefined;
  const hasDescription = description !== undefined && description !== null && description !== false;
  // The spaces between the parts keep the title, description and state apart in the accessible name; inside
  // flex containers they take no room on screen.
  const body = (
    <>
      <span className={bulma('steps-marker')} aria-hidden="true">
        {marker ?? (index !== undefined ? index + 1 : null)}
      </span>{' '}
      <span className={bulma('steps-content')}>
        <span className={bulma('steps-title')}>{children}</span>
        {hasDescription && (
          <>
            {' '}
            <span className={bulma('steps-description')}>{description}</span>
          </>
        )}
      </span>
      {statusLabel && (
        <>
          {' '}
          <span className={bulma('is-sr-only')}>{statusLabel}</span>
        </>
      )}
    </>
  );
  return (
    <li
      ref={ref}
      className={classNames(
        bulma('steps-item', status === 'completed' && 'is-completed', isCurrent && 'is-active'),
        helperClassName,
        className,
      )}
      // On a clickable step the button, which takes focus, carries the mark instead.
      aria-current={isCurrent && !isClickable ? 'step' : undefined}
      {...rest}
    >
      {isClickable ? (
        <button
          type="button"
          className={bulma('steps-link')}
          aria-current={isCurrent ? 'step' : undefined}
          disabled={disabled}
          onClick={() => onStepClick(index ?? 0)}
        >
          {body}
        </button>
      ) : (
        body
      )}
    </li>
  );
});
StepsItem.displayName = 'StepsItem';
