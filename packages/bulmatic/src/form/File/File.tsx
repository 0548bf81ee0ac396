'use client';
import { forwardRef, useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaSize } from '../../helpers/constants.js';
import { iconGlyph } from '../../helpers/icons.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useConfig } from '../../helpers/useConfig.js';

/** Alignments of a file upload (`is-centered`, `is-right`). */
export const FILE_ALIGNMENTS = ['centered', 'right'] as const;
export type FileAlign = (typeof FILE_ALIGNMENTS)[number];

export interface FileProps
  extends BulmaComponentProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'color' | 'size' | 'type'> {
  /**
   * Colour of the call-to-action button: `is-{color}`.
   * @default unset (neutral)
   */
  color?: BulmaColor;
  /**
   * Size: `is-small`, `is-normal`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: BulmaSize;
  /**
   * Shows the chosen file's name in a box beside the button: `has-name`. While nothing is chosen and
   * there is no `fileNamePlaceholder`, the box is left out and `is-empty` is added.
   * @default false
   */
  hasName?: boolean;
  /**
   * Stacks icon and text in a large square button: `is-boxed`.
   * @default false
   */
  isBoxed?: boolean;
  /**
   * Stretches the name box to the full width: `is-fullwidth`.
   * @default false
   */
  isFullwidth?: boolean;
  /**
   * Horizontal alignment: `is-centered` or `is-right` (with a name box, `is-right` puts the button on the right).
   * @default unset (left)
   */
  align?: FileAlign;
  /**
   * Text of the call-to-action button (`file-label`).
   * @default "Choose a file…"
   */
  label?: ReactNode;
  /**
   * Icon in the button (`file-icon`): an icon name in the ConfigProvider's icon library, or your own element.
   * @default unset (no icon)
   */
  icon?: ReactNode;
  /**
   * Name shown in the name box, which makes the display controlled; leave it unset to show the names of
   * the files the user chose.
   * @default unset (the chosen files' names, joined with ", ")
   */
  fileName?: ReactNode;
  /**
   * Shown in the name box while no file is chosen.
   * @default unset (no name box until a file is chosen)
   */
  fileNamePlaceholder?: ReactNode;
}

const isBlank = (node: ReactNode) => node === undefined || node === null || node === false || node === '';

/**
 * A styled file upload (`file`): a native `<input type="file">` hidden behind Bulma's call-to-action button,
 * optionally with a box showing the chosen file names. `className`, `style` and helper props go to the
 * `div.file` wrapper; the ref and every other prop (`name`, `accept`, `multiple`, `onChange`, `id`, ...) go
 * to the `<input>`.
 */
export const File = forwardRef<HTMLInputElement, FileProps>(function File(
  {
    color,
    size,
    hasName,
    isBoxed,
    isFullwidth,
    align,
    label = 'Choose a file…',
    icon,
    fileName,
    fileNamePlaceholder,
    onChange,
    disabled,
    'aria-describedby': describedBy,
    className,
    style,
    ...props
  },
  ref,
) {
  const config = useConfig();
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const [chosenNames, setChosenNames] = useState('');
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setChosenNames(Array.from(event.currentTarget.files ?? [], (file) => file.name).join(', '));
    onChange?.(event);
  };
  const shownName = fileName === undefined ? chosenNames : fileName;
  const nameBox = isBlank(shownName) ? fileNamePlaceholder : shownName;
  const isEmpty = hasName && isBlank(nameBox);
  const showsName = hasName && !isEmpty;
  // Named after the input's own id when it has one, like the help of a Switch, so the pair reads in the HTML.
  const generatedNameId = useId();
  const nameId = props.id === undefined ? generatedNameId : `${props.id}-name`;
  const glyph = typeof icon === 'string' ? iconGlyph(config.iconLibrary, icon, config.iconVariant) : undefined;
  const Glyph = glyph?.tag ?? 'i';
  // Bulma greys out the button and name box of a disabled upload through their `disabled` attribute.
  const disabledState = disabled ? { disabled: true } : undefined;
  return (
    <div
      className={classNames(
        bulma('file', {
          [`is-${color}`]: color,
          [`is-${size}`]: size,
          'has-name': hasName,
          'is-empty': isEmpty,
          'is-boxed': isBoxed,
          'is-fullwidth': isFullwidth,
          [`is-${align}`]: align,
        }),
        helperClassName,
        className,
      )}
      style={style}
    >
      <label className={bulma('file-label')}>
        <input
          ref={ref}
          type="file"
          className={bulma('file-input')}
          disabled={disabled}
          onChange={handleChange}
          {...rest}
          aria-describedby={classNames(describedBy, showsName && nameId) || undefined}
        />
        <span className={bulma('file-cta')} {...disabledState}>
          {!isBlank(icon) && (
            <span className={bulma('file-icon')} aria-hidden="true">
              {glyph ? <Glyph className={glyph.className}>{glyph.text}</Glyph> : icon}
            </span>
          )}
          <span className={bulma('file-label')}>{label}</span>
        </span>
        {/* The name box repeats what the input itself reports, so it describes the input instead of
            running into its name (which is the call to action). */}
        {showsName && (
          <span id={nameId} className={bulma('file-name')} aria-hidden="true" {...disabledState}>
            {nameBox}
          </span>
        )}
      </label>
    </div>
  );
});
File.displayName = 'File';
