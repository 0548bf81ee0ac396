import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformantControl } from '../../../test/conformance-control.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { Slider } from './Slider.js';

const slider = () => screen.getByRole('slider');
const fill = (container: HTMLElement) =>
  (container.firstElementChild as HTMLElement).style.getPropertyValue('--bulma-slider-fill');

describe('Slider', () => {
  itIsConformantControl(Slider, {
    name: 'Slider',
    bulmaClass: 'slider',
    element: 'div',
    controlSelector: 'input[type="range"]',
    refType: HTMLInputElement,
    props: { 'aria-label': 'Volume' },
  });

  it('is a native range input with min, max and step, starting halfway like the browser', () => {
    const { container } = render(<Slider aria-label="Volume" />);
    expect(slider()).toHaveAttribute('type', 'range');
    expect(slider()).toHaveClass('slider-input');
    expect(slider()).toHaveAttribute('min', '0');
    expect(slider()).toHaveAttribute('max', '100');
    expect(slider()).toHaveAttribute('step', '1');
    expect(slider()).toHaveValue('50');
    expect(slider()).not.toHaveAttribute('aria-orientation');
    expect(slider()).not.toHaveAttribute('list');
    expect(fill(container)).toBe('0.5');
    expect(container.querySelector('output, datalist')).toBeNull();
  });

  it('rounds the starting value to a step and handles an empty range', () => {
    render(<Slider aria-label="a" min={0} max={10} step={4} />);
    expect(screen.getByRole('slider', { name: 'a' })).toHaveValue('4');
    render(<Slider aria-label="b" min={5} max={5} />);
    expect(screen.getByRole('slider', { name: 'b' })).toHaveValue('5');
  });

  it('moves with the arrow keys, Home and End, reporting numbers', async () => {
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    const { container } = render(
      <Slider aria-label="Volume" defaultValue={10} step={5} onValueChange={onValueChange} onChange={onChange} />,
    );
    await userEvent.tab();
    expect(slider()).toHaveFocus();
    // The slider leaves every key to the browser (the key event is not cancelled); jsdom moves no range input,
    // so the change the browser would make follows by hand.
    const press = (key: string, next: string) => {
      expect(fireEvent.keyDown(slider(), { key })).toBe(true);
      fireEvent.change(slider(), { target: { value: next } });
    };
    press('ArrowRight', '15');
    expect(onValueChange).toHaveBeenLastCalledWith(15);
    expect(slider()).toHaveValue('15');
    expect(fill(container)).toBe('0.15');
    press('End', '100');
    expect(onValueChange).toHaveBeenLastCalledWith(100);
    press('Home', '0');
    expect(onValueChange).toHaveBeenLastCalledWith(0);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('stays reachable by Tab between other controls', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Slider aria-label="Volume" />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(slider()).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('follows value when controlled, and reports changes without moving on its own', () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Slider aria-label="Volume" value={20} onValueChange={onValueChange} />);
    fireEvent.change(slider(), { target: { value: '30' } });
    expect(onValueChange).toHaveBeenCalledWith(30);
    expect(slider()).toHaveValue('20');
    rerender(<Slider aria-label="Volume" value={30} onValueChange={onValueChange} />);
    expect(slider()).toHaveValue('30');
  });

  it('works with state as a controlled component', () => {
    function Controlled() {
      const [volume, setVolume] = useState(40);
      return (
        <>
          <Slider aria-label="Volume" value={volume} onValueChange={setVolume} />
          <p>Volume {volume}</p>
        </>
      );
    }
    render(<Controlled />);
    fireEvent.change(slider(), { target: { value: '75' } });
    expect(screen.getByText('Volume 75')).toBeInTheDocument();
    expect(slider()).toHaveValue('75');
  });

  it('shows its value in an output tied to the input, formatted for sight and for screen readers', () => {
    const { container } = render(
      <Slider aria-label="Opacity" defaultValue={30} showValue formatValue={(value) => `${value} %`} />,
    );
    const output = container.querySelector('output')!;
    expect(output).toHaveClass('slider-output');
    expect(output).toHaveTextContent('30 %');
    expect(output).toHaveAttribute('for', slider().id);
    expect(output).toHaveAttribute('aria-live', 'off');
    expect(slider()).toHaveAttribute('aria-valuetext', '30 %');
    fireEvent.change(slider(), { target: { value: '45' } });
    expect(output).toHaveTextContent('45 %');
    expect(slider()).toHaveAttribute('aria-valuetext', '45 %');
  });

  it('shows the plain number without formatValue, and no aria-valuetext', () => {
    const { container } = render(<Slider aria-label="Level" defaultValue={3} max={5} showValue />);
    expect(container.querySelector('output')).toHaveTextContent('3');
    expect(slider()).not.toHaveAttribute('aria-valuetext');
  });

  it('marks ticks in a datalist and draws them at their positions', () => {
    const { container } = render(
      <Slider aria-label="Rating" id="rating" min={0} max={4} ticks={[0, { value: 2, label: 'Middle' }, 4]} />,
    );
    expect(slider()).toHaveAttribute('list', 'rating-ticks');
    const datalist = container.querySelector('datalist#rating-ticks')!;
    expect([...datalist.querySelectorAll('option')].map((option) => option.value)).toEqual(['0', '2', '4']);
    expect(datalist.querySelector('option[value="2"]')).toHaveAttribute('label', 'Middle');
    const ticks = container.querySelector('.slider-ticks')!;
    expect(ticks).toHaveAttribute('aria-hidden', 'true');
    const marks = [...ticks.querySelectorAll<HTMLElement>('.slider-tick')];
    expect(marks.map((mark) => mark.style.getPropertyValue('--bulma-slider-tick-position'))).toEqual(['0', '0.5', '1']);
    expect(marks[1]!.querySelector('.slider-tick-label')).toHaveTextContent('Middle');
    expect(marks[0]!.querySelector('.slider-tick-label')).toBeNull();
  });

  it('keeps ticks and fill within the track for values outside the range', () => {
    const { container } = render(<Slider aria-label="x" value={150} max={100} ticks={[-10]} readOnly />);
    expect(fill(container)).toBe('1');
    const tick = container.querySelector<HTMLElement>('.slider-tick')!;
    expect(tick.style.getPropertyValue('--bulma-slider-tick-position')).toBe('0');
  });

  it('runs vertically with aria-orientation', () => {
    const { container } = render(<Slider aria-label="Level" orientation="vertical" />);
    expect(container.firstElementChild).toHaveClass('slider', 'is-vertical');
    expect(slider()).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('maps colour and size, and keeps the caller’s style beside its own variable', () => {
    const { container } = render(
      <Slider aria-label="x" color="warning" size="small" defaultValue={25} style={{ width: '12rem' }} />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('slider', 'is-warning', 'is-small');
    expect(root.style.width).toBe('12rem');
    expect(fill(container)).toBe('0.25');
  });

  it('cannot be moved while disabled', () => {
    render(<Slider aria-label="x" disabled />);
    expect(slider()).toBeDisabled();
  });

  it('prefixes every class it renders', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Slider aria-label="x" showValue ticks={[{ value: 0, label: 'Low' }]} orientation="vertical" color="link" />
      </ConfigProvider>,
    );
    const classes = [...container.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
    expect(classes.sort()).toEqual([
      'bulma-is-link',
      'bulma-is-vertical',
      'bulma-slider',
      'bulma-slider-control',
      'bulma-slider-input',
      'bulma-slider-output',
      'bulma-slider-tick',
      'bulma-slider-tick-label',
      'bulma-slider-ticks',
    ]);
  });

  it('renders on the server with a given id kept as written in every reference to it', () => {
    const html = renderToString(
      <Slider id="volume" aria-label="Volume" defaultValue={20} showValue ticks={[0, 100]} />,
    );
    expect(html).toContain('id="volume"');
    expect(html).toContain('list="volume-ticks"');
    expect(html).toContain('<datalist id="volume-ticks">');
    expect(html).toContain('for="volume"');
    expect(html).toContain('value="20"');
    expect(html).toContain('--bulma-slider-fill:0.2');
  });

  it('renders on the server with a generated id that links the output', () => {
    const html = renderToString(<Slider aria-label="Volume" showValue />);
    const id = /<input[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
  });
});
