import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Progress } from './Progress.js';

describe('Progress', () => {
  itIsConformant(Progress, {
    name: 'Progress',
    bulmaClass: 'progress',
    element: 'progress',
    refType: HTMLProgressElement,
    props: { value: 40 },
    as: false,
  });

  it('shows the value with a text fallback', () => {
    render(<Progress value={30} max={60} color="success" size="small" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('value', '30');
    expect(bar).toHaveAttribute('max', '60');
    expect(bar).toHaveTextContent('50%');
    expect(bar).toHaveClass('progress', 'is-success', 'is-small');
  });

  it('is indeterminate without a value', () => {
    render(<Progress color="primary" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).not.toHaveAttribute('value');
    expect(bar).toHaveAttribute('max', '100');
    expect(bar).toBeEmptyDOMElement();
  });

  it('uses children as the fallback text', () => {
    render(<Progress value={1}>one step</Progress>);
    expect(screen.getByRole('progressbar')).toHaveTextContent('one step');
  });
});
