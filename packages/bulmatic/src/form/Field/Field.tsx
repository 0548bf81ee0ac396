import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { Help } from '../Help/Help.js';
import { Label } from '../Label/Label.js';
import { FieldBody } from './FieldBody.js';
import { FieldLabel } from './FieldLabel.js';

/** Alignments of a field's addons or group (`has-addons-centered`, `is-grouped-right`, ...). */
export const FIELD_ALIGNMENTS = ['centered', 'right'] as const;
export type FieldAlign = (typeof FIELD_ALIGNMENTS)[number];

export interface FieldProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Attaches the controls to each other, like a button glued to an input: `has-addons`.
   * @default false
   */
  hasAddons?: boolean;
  /**
   * Stretches attached controls to share the full width equally: `has-addons-fullwidth`. Bulma styles it only
   * on a field with addons, so it adds `has-addons` too.
   * @default false
   */
  hasAddonsFullwidth?: boolean;
  /**
   * Puts the controls side by side with a gap: `is-grouped`.
   * @default false
   */
  isGrouped?: boolean;
  /**
   * Lets grouped controls wrap onto more lines: `is-grouped-multiline`. Bulma styles it only on a grouped
   * field, so it adds `is-grouped` too.
   * @default false
   */
  isGroupedMultiline?: boolean;
  /**
   * Horizontal alignment of the controls: `has-addons-centered` / `has-addons-right` on a field with addons,
   * `is-grouped-centered` / `is-grouped-right` on a grouped one. Bulma aligns only those two layouts, so on a
   * field that has neither, `align` makes it grouped (`is-grouped`), which lines the controls up without
   * attaching them.
   * @default unset (left)
   */
  align?: FieldAlign;
  /**
   * Puts a `Field.Label` and a `Field.Body` side by side from tablet width up: `is-horizontal`.
   * @default false
   */
  isHorizontal?: boolean;
  /**
   * Inside a `Field.Body`, takes only the width its content needs instead of an equal share: `is-narrow`.
   * @default false
   */
  isNarrow?: boolean;
  /**
   * Marks a field inside a `Field.Body` as taking the remaining space: `is-expanded`, as in Bulma's
   * horizontal form markup (fields there already grow unless `isNarrow`).
   * @default false
   */
  isExpanded?: boolean;
  /**
   * Text of a `Label` rendered before the children; for horizontal fields compose `Field.Label` instead.
   * @default unset (no label)
   */
  label?: ReactNode;
  /**
   * Id of the control the `label` names; it becomes the label's `for` attribute.
   * @default unset
   */
  htmlFor?: string;
  /**
   * Text of a `Help` rendered after the children; for a coloured message put a `<Help color>` in the
   * children instead.
   * @default unset (no help text)
   */
  help?: ReactNode;
  /**
   * Element to render, such as `"fieldset"` for a group of checkboxes or radios.
   * @default "div"
   */
  as?: ElementType;
}

const FieldBase = forwardRef<HTMLElement, FieldProps>(function Field(
  {
    as: Component = 'div',
    hasAddons,
    hasAddonsFullwidth,
    isGrouped,
    isGroupedMultiline,
    align,
    isHorizontal,
    isNarrow,
    isExpanded,
    label,
    htmlFor,
    help,
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, prefix, rest } = useBulmaClasses(props);
  // Bulma styles these modifiers only together with their base class, so each one brings its base along.
  const addons = Boolean(hasAddons || hasAddonsFullwidth);
  const grouped = Boolean(isGrouped || isGroupedMultiline || (align && !addons));
  const hasLabel = label !== undefined && label !== null && label !== false;
  const hasHelp = help !== undefined && help !== null && help !== false;
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('field', {
          'has-addons': addons,
          'has-addons-fullwidth': hasAddonsFullwidth,
          [`has-addons-${align}`]: addons && align,
          'is-grouped': grouped,
          'is-grouped-multiline': isGroupedMultiline,
          [`is-grouped-${align}`]: grouped && align,
          'is-horizontal': isHorizontal,
          'is-narrow': isNarrow,
          'is-expanded': isExpanded,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    >
      {hasLabel && (
        <Label classPrefix={prefix} htmlFor={htmlFor}>
          {label}
        </Label>
      )}
      {children}
      {hasHelp && <Help classPrefix={prefix}>{help}</Help>}
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', FieldProps>;
FieldBase.displayName = 'Field';

/**
 * A form field (`field`): a label, one or more controls and help text, with Bulma's addons, grouped and
 * horizontal layouts. `Field.Label` and `Field.Body` build the horizontal layout.
 */
export const Field = Object.assign(FieldBase, {
  /** Label column of a horizontal field (`field-label`); the same component as `FieldLabel`. */
  Label: FieldLabel,
  /** Controls column of a horizontal field (`field-body`); the same component as `FieldBody`. */
  Body: FieldBody,
});
