// @vitest-environment jsdom
import type React from 'react';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentProps, PropRow } from '../plugins/props-table/docgen';
import { controlsFor, jsxFor, type PropValue, type PropValues } from '../src/components/Configurator/model';
import PropControls from '../src/components/Configurator/PropControls';

afterEach(cleanup);

// Button's props as the docgen plugin reads them (configurator.test.ts checks the real data gives these controls).
const prop = (name: string, type: string, options?: string[]): PropRow => ({
  name,
  type,
  defaultValue: null,
  description: '',
  required: false,
  ...(options ? { options } : {}),
});
const COLORS = ['link', 'text', 'white', 'black', 'light', 'dark', 'primary', 'info', 'success', 'warning', 'danger'];
const BUTTON: ComponentProps = {
  name: 'Button',
  description: '',
  hasHelperProps: true,
  props: [
    prop('as', 'ElementType'),
    prop('color', COLORS.map((color) => JSON.stringify(color)).join(' | '), COLORS),
    prop('isOutlined', 'boolean'),
    prop('isRounded', 'boolean'),
    prop('size', '"small" | "normal" | "medium" | "large"', ['small', 'normal', 'medium', 'large']),
  ],
};
const SETUP = { children: 'Save changes' };

describe('the props controls', () => {
  function Harness(): React.JSX.Element {
    const setup = SETUP;
    const controls = controlsFor(BUTTON.props, setup);
    const [values, setValues] = useState<PropValues>({});
    const onChange = (prop: string, value: PropValue | undefined) => setValues((old) => ({ ...old, [prop]: value }));
    return (
      <>
        <PropControls component="Button" controls={controls} values={values} onChange={onChange} />
        <output data-testid="code">{jsxFor('Button', controls, values, setup)}</output>
      </>
    );
  }

  it('are labelled native controls that change the code', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('color'), { target: { value: 'danger' } });
    fireEvent.click(screen.getByRole('radio', { name: 'large' }));
    fireEvent.click(screen.getByRole('switch', { name: 'isOutlined' }));
    expect(screen.getByTestId('code').textContent).toBe(
      '<Button color="danger" size="large" isOutlined>Save changes</Button>',
    );
    const sizes = screen.getByRole('group', { name: 'size' });
    expect(sizes.querySelectorAll('input[type="radio"]')).toHaveLength(5);
    fireEvent.click(screen.getAllByRole('radio', { name: 'default' })[0]!);
    fireEvent.click(screen.getByRole('switch', { name: 'isOutlined' }));
    expect(screen.getByTestId('code').textContent).toBe('<Button color="danger">Save changes</Button>');
  });
});
