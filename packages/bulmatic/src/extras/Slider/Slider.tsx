'use client';
import { forwardRef, useId, type ChangeEvent, type CSSProperties, type InputHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaSize } from '../../helpers/constants.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useControllableState } from '../../components/internal/useControllableState.js';

/** Directions a slider can run in (`is-vertical` for the second). */
export const SLIDER_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type SliderOrientation = (typeof SLIDER_ORIENTATIONS)[number];

/** A marked value under a slider. */
export interface SliderTick {
  /** The value the mark stands at. */
  value: number;
  /** Text shown under the mark and given to the `<datalist>` option. */
  label?: string;
}

export interface SliderProps
  extends BulmaComponentProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'color' | 'size' | 'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'step' | 'list' | 'children'
    > {
  /**
   * The current value; set it to control the slider, together with `onValueChange`.
   * @default unset (the slider keeps its own state)
   */
  value?: number;
  /**
   * The starting value when the slider keeps its own state.
   * @default halfway between min and max, on a step, as the browser does
   */
  defaultValue?: number;
  /**
   * Called with the new value, as a number, whenever the user moves the slider.
   * @default unset
   */
  onValueChange?: (value: number) => void;
  /**
   * The lowest value.
   * @default 0
   */
  min?: number;
  /**
   * The highest value.
   * @default 100
   */
  max?: number;
  /**
   * The distance between allowed values.
   * @default 1
   */
  step?: number;
  /**
   * Colour of the filled part of the track and of the thumb: `is-{color}`.
   * @default unset (the link colour)
   */
  color?: BulmaColor;
  /**
   * Size: `is-small`, `is-normal`, `is-medium` or `is-large`.
   * @default unset (the surrounding font size)
   */
  size?: BulmaSize;
  /**
   * Direction of the track; `"vertical"` (`is-vertical`) runs from the bottom up and sets `aria-orientation`.
   * Browsers without vertical `writing-mode` support for ranges show it horizontally.
   * @default "horizontal"
   */
  orientation?: SliderOrientation;
  /**
   * Shows the value beside the track in an `<output>` (`slider-output`) tied to the input with `for`.
   * @default false
   */
  showValue?: boolean;
  /**
   * Turns the value into the text the output shows and screen readers announce (`aria-valuetext`), such as
   * `(v) => \`${v} %\``.
   * @default unset (the number as is)
   */
  formatValue?: (value: number) => string;
  /**
   * Values to mark under the track (`slider-tick`), as numbers or `{ value, label }`; they also fill a
   * `<datalist>` that the input points at with `list`.
   * @default unset (no marks)
   */
  ticks?: ReadonlyArray<number | SliderTick>;
}

/** The value a browser gives a range input without one: halfway, rounded to a step, never below min. */
function nativeDefault(min: number, max: number, step: number): number {
  if (max <= min) return min;
  const middle = min + (max - min) / 2;
  return step > 0 ? Math.min(max, min + Math.round((middle - min) / step) * step) : middle;
}

function positionOf(value: number, min: number, max: number): number {
  if (max <= min) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

// The stylesheet reads these custom properties; they keep Bulma's default `--bulma-` variable prefix.
type WithVariables = CSSProperties & Record<`--bulma-${string}`, string | number>;

/**
 * A slider (`slider`): a native `<input type="range">` with Bulma's colours and sizes, so the arrow keys, Page
 * Up / Page Down, Home and End work as in any range input. It can show its value in an `<output>`, mark values
 * under the track, and run vertically. `className`, `style` and helper props go to the `slider` wrapper; the ref
 * and every other prop (`name`, `id`, `onChange`, `aria-label`, ...) go to the input.
 */
export const Slider = forwardRef<HTMLInputElement, SliderProps>(function Slider(
  {
    value: valueProp,
    defaultValue,
    onValueChange,
    onChange,
    min = 0,
    max = 100,
    step = 1,
    color,
    size,
    orientation = 'horizontal',
    showValue = false,
    formatValue,
    ticks,
    id,
    className,
    style,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const [value, setValue] = useControllableState(
    valueProp,
    defaultValue ?? nativeDefault(min, max, step),
    onValueChange,
  );
  const generatedId = useId();
  // The output and the datalist need the input's id; a given id is used as written, in server HTML too.
  const inputId = id ?? generatedId;
  const marks = ticks?.map((tick) => (typeof tick === 'number' ? { value: tick } : tick));
  const ticksId = marks?.length ? `${inputId}-ticks` : undefined;
  const text = formatValue ? formatValue(value) : String(value);
  const isVertical = orientation === 'vertical';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setValue(Number(event.currentTarget.value));
  };

  return (
    <div
      className={classNames(
        bulma('slider', color && `is-${color}`, size && `is-${size}`, isVertical && 'is-vertical'),
        helperClassName,
        className,
      )}
      style={{ '--bulma-slider-fill': positionOf(value, min, max), ...style } as WithVariables}
    >
      <div className={bulma('slider-control')}>
        <input
          ref={ref}
          type="range"
          id={inputId}
          className={bulma('slider-input')}
          min={min}
          max={max}
          step={step}
          value={value}
          list={ticksId}
          aria-orientation={isVertical ? 'vertical' : undefined}
          aria-valuetext={formatValue ? text : undefined}
          onChange={handleChange}
          {...rest}
        />
        {ticksId && (
          // The datalist carries the marks for assistive technology and the browser; these are only drawn.
          <div className={bulma('slider-ticks')} aria-hidden="true">
            {marks!.map((tick) => (
              <span
                key={tick.value}
                className={bulma('slider-tick')}
                style={{ '--bulma-slider-tick-position': positionOf(tick.value, min, max) } as WithVariables}
              >
                {tick.label !== undefined && <span className={bulma('slider-tick-label')}>{tick.label}</span>}
              </span>
            ))}
          </div>
        )}
      </div>
      {showValue && (
        // The input already announces its value as it changes, so the output is not a live region as well.
        <output className={bulma('slider-output')} htmlFor={inputId} aria-live="off">
          {text}
        </output>
      )}
      {ticksId && (
        <datalist id={ticksId}>
          {marks!.map((tick) => (
            <option key={tick.value} value={tick.value} label={tick.label} />
          ))}
        </datalist>
      )}
    </div>
  );
});
Slider.displayName = 'Slider';
