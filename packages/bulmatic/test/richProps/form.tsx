// Sweep props for the form category (see test/exports.tsx).
import { Icon } from '../../src/elements/Icon/Icon.js';
import { Checkbox } from '../../src/form/Checkbox/Checkbox.js';
import { Control } from '../../src/form/Control/Control.js';
import { Field } from '../../src/form/Field/Field.js';
import { Input } from '../../src/form/Input/Input.js';
import { Label } from '../../src/form/Label/Label.js';
import { Radio } from '../../src/form/Radio/Radio.js';

export const FORM_RICH_PROPS: Record<string, Record<string, unknown>> = {
  Field: {
    hasAddons: true,
    hasAddonsFullwidth: true,
    isGrouped: true,
    isGroupedMultiline: true,
    align: 'centered',
    isHorizontal: true,
    isNarrow: true,
    isExpanded: true,
    label: 'Name',
    htmlFor: 'sweep-name',
    help: 'Your full name',
    children: (
      <Control>
        <Input id="sweep-name" />
      </Control>
    ),
  },
  FieldLabel: { size: 'normal', children: <Label size="small">From</Label> },
  FieldBody: {
    children: (
      <Field isNarrow>
        <Control isExpanded>
          <Input aria-label="x" />
        </Control>
      </Field>
    ),
  },
  Label: { size: 'large', children: 'Label' },
  Help: { color: 'danger', children: 'Help' },
  Control: {
    hasIconsLeft: true,
    hasIconsRight: true,
    isExpanded: true,
    isLoading: true,
    size: 'medium',
    children: (
      <>
        <Input size="medium" aria-label="x" />
        <Icon name="user" align="left" size="medium" />
        <Icon name="check" align="right" size="medium" />
      </>
    ),
  },
  Input: {
    color: 'primary',
    size: 'large',
    isRounded: true,
    isStatic: true,
    isHovered: true,
    isFocused: true,
    isActive: true,
    isFullwidth: true,
    isInline: true,
    readOnly: true,
  },
  Textarea: {
    color: 'info',
    size: 'small',
    hasFixedSize: true,
    isHovered: true,
    isFocused: true,
    isActive: true,
    isFullwidth: true,
    isInline: true,
    rows: 3,
  },
  Select: {
    color: 'warning',
    size: 'medium',
    isRounded: true,
    isLoading: true,
    isFullwidth: true,
    isHovered: true,
    isFocused: true,
    isActive: true,
    multiple: true,
    disabled: true,
    options: ['a', { value: 'b', label: 'B' }],
  },
  Checkbox: { disabled: true, children: 'Remember me' },
  Checkboxes: { children: <Checkbox>One</Checkbox> },
  Radio: { disabled: true, name: 'sweep', children: 'Yes' },
  Radios: { children: <Radio name="sweep-group">One</Radio> },
  File: {
    color: 'success',
    size: 'large',
    hasName: true,
    isBoxed: true,
    isFullwidth: true,
    align: 'right',
    icon: 'upload',
    fileNamePlaceholder: 'No file chosen',
  },
};
