export { FIELD_ALIGNMENTS, Field, type FieldAlign, type FieldProps } from './Field.js';
export { FieldBody, type FieldBodyProps } from './FieldBody.js';
export { FieldLabel, type FieldLabelProps } from './FieldLabel.js';
