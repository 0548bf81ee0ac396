// Compiled by `tsc -p packages/bulmatic` (the package tsconfig includes test/): every `@ts-expect-error`
// below must be a real type error, or the compile fails because the directive is unused.
import { createRef } from 'react';
import {
  CONTROL_SIZES,
  Checkbox,
  Checkboxes,
  Control,
  FIELD_ALIGNMENTS,
  FILE_ALIGNMENTS,
  Field,
  File,
  Help,
  Input,
  LABEL_SIZES,
  Label,
  Radio,
  Radios,
  Select,
  Textarea,
  type ControlSize,
  type FieldAlign,
  type FileAlign,
  type LabelSize,
} from '../src/index.js';

// Value arrays and their unions agree.
const fieldAlign: FieldAlign = FIELD_ALIGNMENTS[0];
const fileAlign: FileAlign = FILE_ALIGNMENTS[1];
const controlSize: ControlSize = CONTROL_SIZES[0];
const labelSize: LabelSize = LABEL_SIZES[2];
void [fieldAlign, fileAlign, controlSize, labelSize];

const inputRef = createRef<HTMLInputElement>();
const selectRef = createRef<HTMLSelectElement>();

export const valid = (
  <>
    <Field hasAddons align="right" label="Name" htmlFor="name" help="Required" mt={2}>
      <Control hasIconsLeft isLoading size="small">
        <Input id="name" ref={inputRef} type="email" color="danger" size="small" isRounded htmlSize={20} />
      </Control>
    </Field>
    <Field as="fieldset" isHorizontal>
      <Field.Label size="normal">
        <Label size="small" htmlFor="x">
          X
        </Label>
      </Field.Label>
      <Field.Body>
        <Field isNarrow />
      </Field.Body>
    </Field>
    <Help color="success" as="span" />
    <Textarea rows={3} hasFixedSize color="info" size="large" />
    <Select ref={selectRef} multiple htmlSize={4} options={['a', { value: 'b', label: 'B', disabled: true }]} />
    <Checkboxes as="fieldset">
      <Checkbox ref={inputRef} name="a" defaultChecked disabled>
        A
      </Checkbox>
    </Checkboxes>
    <Radios role="radiogroup">
      <Radio ref={inputRef} name="r" value="1" />
    </Radios>
    <File ref={inputRef} hasName isBoxed align="centered" color="primary" size="medium" accept=".pdf" multiple />
  </>
);

export const invalid = (
  <>
    {/* @ts-expect-error fields align centered or right; left is the default */}
    <Field align="left" />
    {/* @ts-expect-error Bulma has no normal label size */}
    <Label size="normal" />
    {/* @ts-expect-error a control's spinner sizes are small, medium and large */}
    <Control size="normal" />
    {/* @ts-expect-error "purple" is not a Bulma colour */}
    <Help color="purple" />
    {/* @ts-expect-error "huge" is not a Bulma size */}
    <Input size="huge" />
    {/* @ts-expect-error the native size attribute is htmlSize */}
    <Input size={20} />
    {/* @ts-expect-error "is-danger" is the class, the prop takes the colour name */}
    <Textarea color="is-danger" />
    {/* @ts-expect-error the native size attribute of a select is htmlSize */}
    <Select size={4} />
    {/* @ts-expect-error options are strings or { value, label, disabled } */}
    <Select options={[1, 2]} />
    {/* @ts-expect-error a checkbox is always type="checkbox" */}
    <Checkbox type="radio" />
    {/* @ts-expect-error the ref goes to the native input */}
    <Radio ref={selectRef} />
    {/* @ts-expect-error file uploads align centered or right */}
    <File align="left" />
    {/* @ts-expect-error Select's ref is the <select> element */}
    <Select ref={inputRef} />
    {/* @ts-expect-error checkbox and radio labels take no colour in Bulma */}
    <Checkbox color="primary" />
  </>
);
