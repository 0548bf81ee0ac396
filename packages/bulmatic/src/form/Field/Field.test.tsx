import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { Control } from '../Control/Control.js';
import { Help } from '../Help/Help.js';
import { Input } from '../Input/Input.js';
import { Label } from '../Label/Label.js';
import { Field } from './Field.js';
import { FieldBody } from './FieldBody.js';
import { FieldLabel } from './FieldLabel.js';

describe('Field', () => {
  itIsConformant(Field, { name: 'Field', bulmaClass: 'field', element: 'div', as: 'fieldset' });
  itIsConformant(FieldLabel, { name: 'FieldLabel', bulmaClass: 'field-label', element: 'div' });
  itIsConformant(FieldBody, { name: 'FieldBody', bulmaClass: 'field-body', element: 'div' });

  it('exposes its sub-parts as static members', () => {
    expect(Field.Label).toBe(FieldLabel);
    expect(Field.Body).toBe(FieldBody);
  });

  it('adds no modifier classes by default', () => {
    const { container } = render(<Field />);
    expect(container.firstElementChild!.className).toBe('field');
  });

  it('maps addons with their alignment and full width', () => {
    const { container, rerender } = render(<Field hasAddons align="centered" />);
    expect(container.firstElementChild).toHaveClass('field', 'has-addons', 'has-addons-centered');
    expect(container.firstElementChild).not.toHaveClass('is-grouped-centered');
    rerender(<Field hasAddons hasAddonsFullwidth align="right" />);
    expect(container.firstElementChild).toHaveClass('has-addons', 'has-addons-fullwidth', 'has-addons-right');
  });

  it('maps grouped fields with their alignment and multiline', () => {
    const { container } = render(<Field isGrouped isGroupedMultiline align="right" />);
    const field = container.firstElementChild!;
    expect(field).toHaveClass('is-grouped', 'is-grouped-multiline', 'is-grouped-right');
    expect(field).not.toHaveClass('has-addons-right');
  });

  it('adds the base class that a modifier needs to have any effect', () => {
    const { container, rerender } = render(<Field hasAddonsFullwidth />);
    expect(container.firstElementChild!.className).toBe('field has-addons has-addons-fullwidth');
    rerender(<Field isGroupedMultiline />);
    expect(container.firstElementChild!.className).toBe('field is-grouped is-grouped-multiline');
    rerender(<Field hasAddonsFullwidth align="right" />);
    expect(container.firstElementChild!.className).toBe('field has-addons has-addons-fullwidth has-addons-right');
    rerender(<Field isGroupedMultiline align="centered" />);
    expect(container.firstElementChild!.className).toBe('field is-grouped is-grouped-multiline is-grouped-centered');
  });

  it('groups a field that has align but neither addons nor a group', () => {
    const { container } = render(<Field align="centered" />);
    expect(container.firstElementChild!.className).toBe('field is-grouped is-grouped-centered');
  });

  it('aligns both layouts when a field asks for addons and a group', () => {
    const { container } = render(<Field hasAddons isGrouped align="right" />);
    expect(container.firstElementChild).toHaveClass('has-addons', 'has-addons-right', 'is-grouped', 'is-grouped-right');
  });

  it.each([
    ['isHorizontal', 'is-horizontal'],
    ['isNarrow', 'is-narrow'],
    ['isExpanded', 'is-expanded'],
  ])('%s adds %s', (prop, className) => {
    const { container } = render(<Field {...{ [prop]: true }} />);
    expect(container.firstElementChild).toHaveClass(className);
  });

  it('maps the field label size', () => {
    const { container } = render(<FieldLabel size="normal" />);
    expect(container.firstElementChild).toHaveClass('field-label', 'is-normal');
  });

  it('renders the horizontal structure: field-label with a label, field-body with fields', () => {
    const { container } = render(
      <Field isHorizontal>
        <Field.Label size="normal">
          <Label htmlFor="from">From</Label>
        </Field.Label>
        <Field.Body>
          <Field isNarrow>
            <Control>
              <Input id="from" placeholder="Name" />
            </Control>
          </Field>
          <Field isExpanded>
            <Control isExpanded>
              <Input aria-label="Email" type="email" />
            </Control>
          </Field>
        </Field.Body>
      </Field>,
    );
    const field = container.firstElementChild!;
    expect(field).toHaveClass('field', 'is-horizontal');
    const [labelColumn, body] = [...field.children];
    expect(labelColumn).toHaveClass('field-label', 'is-normal');
    expect(labelColumn!.firstElementChild).toHaveClass('label');
    expect(body).toHaveClass('field-body');
    const inner = [...body!.children];
    expect(inner.map((child) => child.className)).toEqual(['field is-narrow', 'field is-expanded']);
    expect(inner[0]!.querySelector('.control > input.input')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveAttribute('id', 'from');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it('renders a label before and help after the controls, the label naming the control', () => {
    const { container } = render(
      <Field label="Username" htmlFor="user" help="Letters and digits only">
        <Control>
          <Input id="user" />
        </Control>
      </Field>,
    );
    const parts = [...container.firstElementChild!.children];
    expect(parts.map((part) => part.className)).toEqual(['label', 'control', 'help']);
    expect(parts[0]!.tagName).toBe('LABEL');
    expect(parts[2]).toHaveTextContent('Letters and digits only');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBe(screen.getByRole('textbox'));
  });

  it('renders no label or help without those props', () => {
    const { container } = render(
      <Field label={null} help={false}>
        <Control />
      </Field>,
    );
    expect(container.querySelector('.label, .help')).toBeNull();
  });

  it('passes its prefix on to the label and help it renders', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Field label="Name" help="Hint" />
      </ConfigProvider>,
    );
    expect(container.querySelector('.bulma-label')).not.toBeNull();
    expect(container.querySelector('.bulma-help')).not.toBeNull();
    const { container: own } = render(<Field classPrefix="x-" label="Name" help="Hint" />);
    expect(own.querySelector('.x-field > .x-label + .x-help')).not.toBeNull();
  });

  it('groups checkboxes in a fieldset when rendered as one', () => {
    render(
      <Field as="fieldset">
        <Label as="legend">Options</Label>
        <Help color="danger">Pick one</Help>
      </Field>,
    );
    expect(screen.getByRole('group', { name: 'Options' })).toHaveClass('field');
  });
});
