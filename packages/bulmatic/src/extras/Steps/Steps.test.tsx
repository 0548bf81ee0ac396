import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { Steps, type StepsProps } from './Steps.js';
import { StepsItem } from './StepsItem.js';

function Checkout(props: StepsProps) {
  return (
    <Steps aria-label="Checkout" {...props}>
      <Steps.Item description="Name and email">Account</Steps.Item>
      <Steps.Item>Shipping</Steps.Item>
      <Steps.Item>Payment</Steps.Item>
    </Steps>
  );
}

const items = () => screen.getAllByRole('listitem');
const InList = ({ children }: { children: ReactNode }) => <ol>{children}</ol>;

describe('Steps', () => {
  itIsConformant(Steps, { name: 'Steps', bulmaClass: 'steps', element: 'ol', as: 'ul' });
  itIsConformant(StepsItem, {
    name: 'StepsItem',
    bulmaClass: 'steps-item',
    element: 'li',
    refType: HTMLLIElement,
    as: false,
    wrapper: InList,
    rootSelector: 'li',
    props: { children: 'Account' },
  });

  it('exposes its item as a static member', () => {
    expect(Steps.Item).toBe(StepsItem);
  });

  it('is an ordered list whose steps before active are completed, at active current, after it upcoming', () => {
    render(<Checkout active={1} />);
    const list = screen.getByRole('list', { name: 'Checkout' });
    expect(list.tagName).toBe('OL');
    expect(list.className).toBe('steps');
    const [account, shipping, payment] = items();
    expect(account).toHaveClass('steps-item', 'is-completed');
    expect(account).not.toHaveAttribute('aria-current');
    expect(shipping).toHaveClass('steps-item', 'is-active');
    expect(shipping).toHaveAttribute('aria-current', 'step');
    expect(payment!.className).toBe('steps-item');
    expect(payment).not.toHaveAttribute('aria-current');
  });

  it('numbers the markers and hides them from screen readers, which count list items themselves', () => {
    render(<Checkout />);
    const markers = items().map((item) => item.querySelector('.steps-marker')!);
    expect(markers.map((marker) => marker.textContent)).toEqual(['1', '2', '3']);
    for (const marker of markers) expect(marker).toHaveAttribute('aria-hidden', 'true');
    expect(items()[0]!.querySelector('.steps-title')).toHaveTextContent('Account');
    expect(items()[0]!.querySelector('.steps-description')).toHaveTextContent('Name and email');
    expect(items()[1]!.querySelector('.steps-description')).toBeNull();
  });

  it('tells screen readers which steps are completed with visually hidden text', () => {
    render(<Checkout active={2} />);
    const [account, shipping, payment] = items();
    expect(within(account!).getByText('completed')).toHaveClass('is-sr-only');
    expect(within(shipping!).getByText('completed')).toHaveClass('is-sr-only');
    expect(payment!.querySelector('.is-sr-only')).toBeNull();
  });

  it('takes other state texts, for other languages', () => {
    render(<Checkout active={1} statusLabels={{ completed: 'terminé', active: 'en cours', upcoming: 'à venir' }} />);
    expect(items().map((item) => item.querySelector('.is-sr-only')?.textContent)).toEqual([
      'terminé',
      'en cours',
      'à venir',
    ]);
  });

  it('marks every step completed when active is past the last one', () => {
    render(<Checkout active={3} />);
    for (const item of items()) expect(item).toHaveClass('is-completed');
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
  });

  it('lets a step override its status, index and marker', () => {
    render(
      <Steps active={0}>
        <Steps.Item status="completed" marker="✓">
          Done early
        </Steps.Item>
        <Steps.Item index={5}>Sixth</Steps.Item>
      </Steps>,
    );
    const [first, second] = items();
    expect(first).toHaveClass('is-completed');
    expect(first!.querySelector('.steps-marker')).toHaveTextContent('✓');
    expect(second!.querySelector('.steps-marker')).toHaveTextContent('6');
  });

  it('leaves children that are not elements alone', () => {
    render(
      <Steps>
        {null}
        {false}
        <Steps.Item>Only</Steps.Item>
      </Steps>,
    );
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveAttribute('aria-current', 'step');
  });

  it('looks into fragments for its steps, numbering them in order without duplicate keys', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const showExtra = true;
    render(
      <Steps active={2}>
        <>
          <Steps.Item>One</Steps.Item>
          <Steps.Item>Two</Steps.Item>
        </>
        {showExtra && (
          <>
            <Steps.Item>Three</Steps.Item>
            <Steps.Item>Four</Steps.Item>
          </>
        )}
      </Steps>,
    );
    expect(items().map((item) => item.querySelector('.steps-marker')!.textContent)).toEqual(['1', '2', '3', '4']);
    expect(items()[2]).toHaveAttribute('aria-current', 'step');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders buttons with onStepClick, reachable with Tab and pressed with Enter or Space', async () => {
    const onStepClick = vi.fn();
    render(<Checkout active={1} onStepClick={onStepClick} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button).toHaveClass('steps-link');
      expect(button).toHaveAttribute('type', 'button');
    }
    // The mark of the current step moves to the button, which is what takes focus.
    expect(buttons[1]).toHaveAttribute('aria-current', 'step');
    expect(items()[1]).not.toHaveAttribute('aria-current');
    expect(buttons[0]).toHaveAccessibleName('Account Name and email completed');
    expect(buttons[1]).toHaveAccessibleName('Shipping');

    await userEvent.tab();
    expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onStepClick).toHaveBeenLastCalledWith(0);
    await userEvent.tab();
    await userEvent.tab();
    expect(buttons[2]).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onStepClick).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByText('Shipping'));
    expect(onStepClick).toHaveBeenLastCalledWith(1);
    expect(onStepClick).toHaveBeenCalledTimes(3);
  });

  it('skips disabled steps', async () => {
    const onStepClick = vi.fn();
    render(
      <Steps active={0} onStepClick={onStepClick}>
        <Steps.Item>One</Steps.Item>
        <Steps.Item disabled>Two</Steps.Item>
      </Steps>,
    );
    const two = screen.getByRole('button', { name: 'Two' });
    expect(two).toBeDisabled();
    await userEvent.click(two);
    await userEvent.tab();
    await userEvent.tab();
    expect(two).not.toHaveFocus();
    expect(onStepClick).not.toHaveBeenCalled();
  });

  it('moves between steps as a controlled wizard', async () => {
    function Wizard() {
      const [step, setStep] = useState(0);
      return (
        <>
          <Checkout active={step} onStepClick={(index) => index < step && setStep(index)} />
          <button type="button" onClick={() => setStep(step + 1)}>
            Next
          </button>
        </>
      );
    }
    render(<Wizard />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(items()[2]).toHaveClass('is-active');
    await userEvent.click(screen.getByRole('button', { name: /^Account/ }));
    expect(items()[0]).toHaveClass('is-active');
    expect(items()[1]!.className).toBe('steps-item');
  });

  it('renders a step on its own, without a Steps around it', () => {
    render(
      <ol>
        <StepsItem>Alone</StepsItem>
      </ol>,
    );
    const item = items()[0]!;
    expect(item.className).toBe('steps-item');
    expect(item.querySelector('.steps-marker')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('maps orientation, colour and size to Bulma modifiers', () => {
    render(<Checkout orientation="vertical" color="success" size="medium" />);
    expect(screen.getByRole('list')).toHaveClass('steps', 'is-vertical', 'is-success', 'is-medium');
  });

  it('hands a prop-level prefix on to its steps', () => {
    render(<Checkout classPrefix="x-" active={1} onStepClick={() => undefined} />);
    expect(screen.getByRole('list')).toHaveClass('x-steps');
    const [account] = items();
    expect(account).toHaveClass('x-steps-item', 'x-is-completed');
    expect(account!.querySelector('.x-steps-link .x-steps-marker')).not.toBeNull();
    expect(account!.querySelector('.x-is-sr-only')).toHaveTextContent('completed');
  });

  it('prefixes every class it renders under ConfigProvider', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Checkout active={1} onStepClick={() => undefined} />
      </ConfigProvider>,
    );
    const classes = new Set([...container.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
    expect([...classes].sort()).toEqual([
      'bulma-is-active',
      'bulma-is-completed',
      'bulma-is-sr-only',
      'bulma-steps',
      'bulma-steps-content',
      'bulma-steps-description',
      'bulma-steps-item',
      'bulma-steps-link',
      'bulma-steps-marker',
      'bulma-steps-title',
    ]);
  });

  it('renders on the server', () => {
    const html = renderToString(<Checkout active={1} />);
    expect(html).toMatch(/^<ol class="steps" aria-label="Checkout">/);
    expect(html).toContain('<li class="steps-item is-active" aria-current="step">');
    expect(html).toContain('<span class="is-sr-only">completed</span>');
  });
});
