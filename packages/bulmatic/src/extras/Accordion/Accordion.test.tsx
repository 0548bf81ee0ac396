import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { Accordion, type AccordionProps } from './Accordion.js';
import { AccordionHeader } from './AccordionHeader.js';
import { AccordionItem } from './AccordionItem.js';
import { AccordionPanel } from './AccordionPanel.js';
import { ACCORDION_HEADING_LEVELS } from './constants.js';

function Faq(props: AccordionProps) {
  return (
    <Accordion {...props}>
      <Accordion.Item value="shipping">
        <Accordion.Header>Shipping</Accordion.Header>
        <Accordion.Panel>
          Ships in two days. <input aria-label="Postcode" />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="returns">
        <Accordion.Header>Returns</Accordion.Header>
        <Accordion.Panel>Thirty days.</Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="warranty" disabled>
        <Accordion.Header>Warranty</Accordion.Header>
        <Accordion.Panel>Two years.</Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="payment">
        <Accordion.Header>Payment</Accordion.Header>
        <Accordion.Panel>Cards and transfers.</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

const header = (name: string) => screen.getByRole('button', { name });
const panel = (name: string) => document.getElementById(header(name).getAttribute('aria-controls')!)!;
const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

/** Makes `prefers-reduced-motion: reduce` match or not. */
function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}
const originalMatchMedia = window.matchMedia;

describe('Accordion', () => {
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  itIsConformant(Accordion, { name: 'Accordion', bulmaClass: 'accordion', element: 'div' });
  itIsConformant(AccordionItem, { name: 'AccordionItem', bulmaClass: 'accordion-item', element: 'div' });
  itIsConformant(AccordionHeader, {
    name: 'AccordionHeader',
    bulmaClass: 'accordion-trigger',
    element: 'button',
    props: { children: 'Shipping' },
    refType: HTMLButtonElement,
    as: false,
    rootSelector: 'button',
  });
  itIsConformant(AccordionPanel, { name: 'AccordionPanel', bulmaClass: 'accordion-panel', element: 'div' });

  it('accepts only heading levels that exist, and a list of open values', () => {
    const wrong = () => (
      <>
        {/* @ts-expect-error: there is no <h7> */}
        <AccordionHeader level={7}>x</AccordionHeader>
        {/* @ts-expect-error: the open items are a list */}
        <Accordion value="shipping" />
      </>
    );
    expect(wrong).toBeTypeOf('function');
  });

  it('exposes its sub-parts as static members', () => {
    expect(Accordion.Item).toBe(AccordionItem);
    expect(Accordion.Header).toBe(AccordionHeader);
    expect(Accordion.Panel).toBe(AccordionPanel);
    expect(ACCORDION_HEADING_LEVELS).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('wires each header button to its panel region', () => {
    render(<Faq />);
    const shipping = header('Shipping');
    expect(shipping.tagName).toBe('BUTTON');
    expect(shipping).toHaveAttribute('type', 'button');
    expect(shipping).toHaveClass('accordion-trigger');
    expect(shipping.parentElement!.tagName).toBe('H3');
    expect(shipping.parentElement).toHaveClass('accordion-header');
    expect(shipping).toHaveAttribute('aria-expanded', 'false');
    const region = panel('Shipping');
    expect(region).toHaveAttribute('role', 'region');
    expect(region).toHaveAttribute('aria-labelledby', shipping.id);
    expect(region).toHaveClass('accordion-panel');
    expect(region.firstElementChild).toHaveClass('accordion-body');
    expect(region).not.toBeVisible();
    expect(shipping.closest('.accordion-item')).not.toHaveClass('is-active');
  });

  it('opens one item at a time by default, and closes an open item when its header is clicked', async () => {
    render(<Faq />);
    await userEvent.click(header('Shipping'));
    expect(expanded()).toEqual(['Shipping']);
    expect(screen.getByRole('region', { name: 'Shipping' })).toBeVisible();
    expect(header('Shipping').closest('.accordion-item')).toHaveClass('is-active');
    await userEvent.click(header('Returns'));
    expect(expanded()).toEqual(['Returns']);
    expect(panel('Shipping')).not.toBeVisible();
    await userEvent.click(header('Returns'));
    expect(expanded()).toEqual([]);
  });

  it('opens several items with multiple', async () => {
    render(<Faq multiple />);
    await userEvent.click(header('Shipping'));
    await userEvent.click(header('Returns'));
    expect(expanded()).toEqual(['Shipping', 'Returns']);
    await userEvent.click(header('Shipping'));
    expect(expanded()).toEqual(['Returns']);
  });

  it('starts with the items of defaultValue open, only the first of them without multiple', () => {
    const { unmount } = render(<Faq defaultValue={['returns', 'payment']} multiple />);
    expect(expanded()).toEqual(['Returns', 'Payment']);
    unmount();
    render(<Faq defaultValue={['returns', 'payment']} />);
    expect(expanded()).toEqual(['Returns']);
  });

  it('can be controlled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Faq value={[]} onValueChange={onValueChange} />);
    await userEvent.click(header('Shipping'));
    expect(onValueChange).toHaveBeenLastCalledWith(['shipping']);
    expect(expanded()).toEqual([]);
    rerender(<Faq value={['shipping']} onValueChange={onValueChange} />);
    expect(expanded()).toEqual(['Shipping']);
    await userEvent.click(header('Returns'));
    expect(onValueChange).toHaveBeenLastCalledWith(['returns']);
    rerender(<Faq value={['shipping']} onValueChange={onValueChange} multiple />);
    await userEvent.click(header('Returns'));
    expect(onValueChange).toHaveBeenLastCalledWith(['shipping', 'returns']);
  });

  it('works as a controlled component with state', async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(['payment']);
      return (
        <>
          <Faq value={value} onValueChange={setValue} />
          <output>{value.join(',')}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(header('Shipping'));
    expect(screen.getByRole('status')).toHaveTextContent('shipping');
    expect(expanded()).toEqual(['Shipping']);
  });

  it('moves focus between headers with Up and Down (wrapping), Home and End, skipping disabled ones', async () => {
    render(<Faq />);
    act(() => header('Shipping').focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(header('Returns')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(header('Payment')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(header('Shipping')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(header('Payment')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(header('Shipping')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(header('Payment')).toHaveFocus();
    await userEvent.keyboard('x');
    expect(header('Payment')).toHaveFocus();
    // Moving focus opens nothing.
    expect(expanded()).toEqual([]);
  });

  it('opens and closes with Enter and Space, as buttons do', async () => {
    render(<Faq />);
    act(() => header('Returns').focus());
    await userEvent.keyboard('{Enter}');
    expect(expanded()).toEqual(['Returns']);
    await userEvent.keyboard(' ');
    expect(expanded()).toEqual([]);
  });

  it('leaves keys pressed inside a panel alone', async () => {
    render(<Faq defaultValue={['shipping']} />);
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    act(() => postcode.focus());
    await userEvent.keyboard('{ArrowDown}{End}');
    expect(postcode).toHaveFocus();
  });

  it('keeps a nested accordion’s headers out of its own arrow-key navigation', async () => {
    render(
      <Accordion defaultValue={['outer']}>
        <Accordion.Item value="outer">
          <Accordion.Header>Outer</Accordion.Header>
          <Accordion.Panel>
            <Accordion>
              <Accordion.Item>
                <Accordion.Header>Inner one</Accordion.Header>
                <Accordion.Panel>One</Accordion.Panel>
              </Accordion.Item>
              <Accordion.Item>
                <Accordion.Header>Inner two</Accordion.Header>
                <Accordion.Panel>Two</Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item>
          <Accordion.Header>Last</Accordion.Header>
          <Accordion.Panel>Last</Accordion.Panel>
        </Accordion.Item>
      </Accordion>,
    );
    act(() => header('Outer').focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(header('Last')).toHaveFocus();
    act(() => header('Inner one').focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(header('Inner two')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(header('Inner one')).toHaveFocus();
    // Items without a value get one of their own.
    await userEvent.keyboard('{Enter}');
    expect(header('Inner one')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Inner two')).toHaveAttribute('aria-expanded', 'false');
  });

  it('disables the header of a disabled item', async () => {
    render(<Faq />);
    expect(header('Warranty')).toBeDisabled();
    await userEvent.click(header('Warranty'));
    expect(expanded()).toEqual([]);
  });

  it('respects handlers that prevent the default', async () => {
    const onKeyDown = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Accordion onKeyDown={onKeyDown}>
        <Accordion.Item>
          <Accordion.Header onClick={(event) => event.preventDefault()}>First</Accordion.Header>
          <Accordion.Panel>One</Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item>
          <Accordion.Header>Second</Accordion.Header>
          <Accordion.Panel>Two</Accordion.Panel>
        </Accordion.Item>
      </Accordion>,
    );
    await userEvent.click(header('First'));
    expect(header('First')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(onKeyDown).toHaveBeenCalled();
    expect(header('First')).toHaveFocus();
  });

  it('takes the heading level and the panel role', () => {
    render(
      <Accordion>
        <Accordion.Item>
          <Accordion.Header level={2}>Shipping</Accordion.Header>
          <Accordion.Panel role="group">Two days.</Accordion.Panel>
        </Accordion.Item>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toHaveClass('accordion-header');
    expect(panel('Shipping')).toHaveAttribute('role', 'group');
  });

  it('keeps ids given to the header and the panel in the ARIA wiring, also in server HTML', () => {
    const ui = (
      <Accordion defaultValue={['shipping']}>
        <Accordion.Item value="shipping">
          <Accordion.Header id="shipping-header">Shipping</Accordion.Header>
          <Accordion.Panel id="shipping-panel">Two days.</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    );
    const html = renderToString(ui);
    expect(html).toContain('id="shipping-header"');
    expect(html).toContain('aria-controls="shipping-panel"');
    expect(html).toContain('id="shipping-panel"');
    expect(html).toContain('aria-labelledby="shipping-header"');
    expect(html).toContain('aria-expanded="true"');
    render(ui);
    expect(header('Shipping')).toHaveAttribute('aria-controls', 'shipping-panel');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveAttribute('id', 'shipping-panel');
  });

  it('renders on a server, closed items hidden, with generated ids wired up', () => {
    const html = renderToString(<Faq />);
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(controls).toBeTruthy();
    expect(html).toMatch(new RegExp(`id="${controls}" role="region"[^>]*hidden=""`));
  });

  it('picks up ids of parts placed deeper inside an item', () => {
    render(
      <Accordion>
        <Accordion.Item>
          <div>
            <Accordion.Header id="deep-header">Shipping</Accordion.Header>
          </div>
          <div>
            <Accordion.Panel id="deep-panel">Two days.</Accordion.Panel>
          </div>
        </Accordion.Item>
      </Accordion>,
    );
    expect(header('Shipping')).toHaveAttribute('aria-controls', 'deep-panel');
    expect(document.getElementById('deep-panel')).toHaveAttribute('aria-labelledby', 'deep-header');
  });

  it('prefixes every class it renders', () => {
    render(
      <ConfigProvider prefix="bulma-">
        <Faq defaultValue={['shipping']} />
      </ConfigProvider>,
    );
    const shipping = header('Shipping');
    expect(shipping).toHaveClass('bulma-accordion-trigger');
    expect(shipping.parentElement).toHaveClass('bulma-accordion-header');
    expect(shipping.closest('.bulma-accordion-item')).toHaveClass('bulma-is-active');
    expect(panel('Shipping').firstElementChild).toHaveClass('bulma-accordion-body');
  });

  it('renders its parts without an Accordion around them', async () => {
    render(
      <>
        <AccordionHeader>Alone</AccordionHeader>
        <AccordionPanel>Content</AccordionPanel>
        <AccordionItem>
          <AccordionHeader>In an item</AccordionHeader>
        </AccordionItem>
      </>,
    );
    expect(header('Alone')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Alone')).not.toHaveAttribute('aria-controls');
    await userEvent.click(header('Alone'));
    await userEvent.click(header('In an item'));
    expect(header('In an item')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Content')).toBeVisible();
  });

  describe('height animation', () => {
    const animated = { transitionDuration: '200ms' };
    function Animated(props: AccordionProps) {
      return (
        <Accordion {...props}>
          <Accordion.Item value="shipping">
            <Accordion.Header>Shipping</Accordion.Header>
            <Accordion.Panel style={animated}>Two days.</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      );
    }
    const transitionEnd = (element: HTMLElement, propertyName = 'height') =>
      act(() => {
        element.dispatchEvent(Object.assign(new Event('transitionend'), { propertyName }));
      });

    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('grows the panel from zero to its content’s height, then lets it size itself', () => {
      mockReducedMotion(false);
      render(<Animated />);
      const region = panel('Shipping');
      Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 120 });
      fireEvent.click(header('Shipping'));
      expect(region).toBeVisible();
      expect(region.style.height).toBe('120px');
      expect(region.style.overflow).toBe('hidden');
      // Only the end of its own height transition counts.
      transitionEnd(region, 'opacity');
      expect(region.style.height).toBe('120px');
      transitionEnd(region);
      expect(region.style.height).toBe('');
      expect(region.style.overflow).toBe('');
    });

    it('shrinks the panel to zero before hiding it', () => {
      mockReducedMotion(false);
      render(<Animated defaultValue={['shipping']} />);
      const region = panel('Shipping');
      vi.spyOn(region, 'getBoundingClientRect').mockReturnValue({ height: 120 } as DOMRect);
      fireEvent.click(header('Shipping'));
      expect(header('Shipping')).toHaveAttribute('aria-expanded', 'false');
      expect(region).toBeVisible();
      expect(region.style.height).toBe('0px');
      transitionEnd(region);
      expect(region).not.toBeVisible();
    });

    it('reverses from where it is when toggled mid-animation', () => {
      mockReducedMotion(false);
      render(<Animated defaultValue={['shipping']} />);
      const region = panel('Shipping');
      Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 120 });
      const rect = vi.spyOn(region, 'getBoundingClientRect').mockReturnValue({ height: 120 } as DOMRect);
      fireEvent.click(header('Shipping'));
      expect(region.style.height).toBe('0px');
      rect.mockReturnValue({ height: 45 } as DOMRect);
      const heights: string[] = [];
      const setHeight = vi.spyOn(region.style, 'height', 'set');
      setHeight.mockImplementation(function (this: CSSStyleDeclaration, value: string) {
        heights.push(value);
        this.setProperty('height', value);
      });
      fireEvent.click(header('Shipping'));
      expect(heights).toEqual(['45px', '120px']);
      expect(region).toBeVisible();
    });

    it('finishes on a timer when no transitionend comes', () => {
      mockReducedMotion(false);
      vi.useFakeTimers();
      render(<Animated defaultValue={['shipping']} />);
      const region = panel('Shipping');
      fireEvent.click(header('Shipping'));
      expect(region).toBeVisible();
      act(() => vi.advanceTimersByTime(250));
      expect(region).not.toBeVisible();
    });

    it('changes at once when the user prefers reduced motion', () => {
      mockReducedMotion(true);
      render(<Animated />);
      const region = panel('Shipping');
      Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 120 });
      fireEvent.click(header('Shipping'));
      expect(region).toBeVisible();
      expect(region.style.height).toBe('');
      fireEvent.click(header('Shipping'));
      expect(region).not.toBeVisible();
      expect(region.style.height).toBe('');
    });

    it('changes at once when the panel has no transition', () => {
      mockReducedMotion(false);
      render(<Faq />);
      fireEvent.click(header('Shipping'));
      expect(panel('Shipping').style.height).toBe('');
      fireEvent.click(header('Shipping'));
      expect(panel('Shipping')).not.toBeVisible();
    });
  });
});
