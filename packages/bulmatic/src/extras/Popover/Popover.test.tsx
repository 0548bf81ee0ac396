import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { renderInShadowRoot } from '../../../test/renderInShadowRoot.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { Tooltip } from '../Tooltip/Tooltip.js';
import { Popover, type PopoverProps } from './Popover.js';
import { PopoverClose } from './PopoverClose.js';
import { PopoverContent } from './PopoverContent.js';
import { PopoverTrigger } from './PopoverTrigger.js';

function Filters(props: PopoverProps) {
  return (
    <Popover {...props}>
      <Popover.Trigger color="primary">Filters</Popover.Trigger>
      <Popover.Content>
        <label>
          Colour <input name="colour" />
        </label>
        <Popover.Close />
      </Popover.Content>
    </Popover>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Filters' });
const dialog = () => screen.getByRole('dialog', { hidden: true });
const root = () => trigger().closest('.popover')!;

describe('Popover', () => {
  itIsConformant(Popover, { name: 'Popover', bulmaClass: 'popover', element: 'div' });
  itIsConformant(PopoverTrigger, {
    name: 'PopoverTrigger',
    bulmaClass: 'button',
    element: 'button',
    refType: HTMLButtonElement,
    as: 'a',
  });
  itIsConformant(PopoverContent, { name: 'PopoverContent', bulmaClass: 'popover-content', element: 'div' });
  itIsConformant(PopoverClose, {
    name: 'PopoverClose',
    bulmaClass: 'delete',
    element: 'button',
    refType: HTMLButtonElement,
    as: 'a',
  });

  it('accepts only the sides it has classes for', () => {
    // @ts-expect-error: no such side
    const wrong = () => <Popover placement="middle" />;
    expect(wrong).toBeTypeOf('function');
  });

  it('exposes its sub-parts as static members', () => {
    expect(Popover.Trigger).toBe(PopoverTrigger);
    expect(Popover.Content).toBe(PopoverContent);
    expect(Popover.Close).toBe(PopoverClose);
  });

  it('wires the disclosure button and the dialog together for assistive technology', () => {
    render(<Filters />);
    expect(trigger()).toHaveClass('button', 'is-primary');
    expect(trigger()).toHaveAttribute('type', 'button');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog()).toHaveClass('popover-content');
    expect(dialog().id).not.toBe('');
    expect(trigger()).toHaveAttribute('aria-controls', dialog().id);
    expect(dialog()).toHaveAttribute('aria-labelledby', trigger().id);
    expect(dialog()).not.toHaveAttribute('aria-modal');
    expect(dialog()).not.toBeVisible();
    expect(root()).toHaveClass('popover', 'is-bottom');
    expect(root()).not.toHaveClass('is-active');
  });

  it('opens on click, named by its trigger, and moves focus to its first focusable element', async () => {
    render(<Filters />);
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(root()).toHaveClass('is-active');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveFocus();
  });

  it('focuses the element marked data-autofocus, or the dialog itself when nothing inside takes focus', async () => {
    const { unmount } = render(
      <Popover>
        <Popover.Trigger>Filters</Popover.Trigger>
        <Popover.Content>
          <input aria-label="First" />
          <input aria-label="Second" data-autofocus />
        </Popover.Content>
      </Popover>,
    );
    await userEvent.click(trigger());
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus();
    unmount();
    render(
      <Popover>
        <Popover.Trigger>Filters</Popover.Trigger>
        <Popover.Content>Only text.</Popover.Content>
      </Popover>,
    );
    await userEvent.click(trigger());
    expect(dialog()).toHaveFocus();
    expect(dialog()).toHaveAttribute('tabindex', '-1');
  });

  it('closes with its trigger', async () => {
    render(<Filters />);
    await userEvent.click(trigger());
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog()).not.toBeVisible();
    expect(trigger()).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger, without letting the key reach a dialog around it', async () => {
    const outer = vi.fn();
    render(
      <div onKeyDown={(event) => outer(event.key)}>
        <Filters />
      </div>,
    );
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    expect(outer).not.toHaveBeenCalledWith('Escape');
    // Closed, Escape is left to others.
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith('Escape');
  });

  it('returns focus to the trigger inside a shadow root, as in a live preview', () => {
    const { getByRole, shadowRoot } = renderInShadowRoot(<Filters />);
    const toggle = getByRole('button', { name: 'Filters' });
    fireEvent.click(toggle);
    const colour = shadowRoot.querySelector('input')!;
    expect(shadowRoot.activeElement).toBe(colour);
    fireEvent.keyDown(colour, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(shadowRoot.activeElement).toBe(toggle);
  });

  it('closes with Popover.Close and returns focus, unless its onClick prevents the default', async () => {
    render(<Filters />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('keeps the popover open when Popover.Close’s onClick prevents the default', async () => {
    render(
      <Popover defaultActive>
        <Popover.Trigger>Filters</Popover.Trigger>
        <Popover.Content>
          <Popover.Close aria-label="Dismiss" onClick={(event) => event.preventDefault()} />
        </Popover.Content>
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside without taking focus back, but not on a click inside', async () => {
    render(
      <>
        <Filters />
        <input aria-label="Elsewhere" />
      </>,
    );
    await userEvent.click(trigger());
    await userEvent.click(dialog());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes when focus leaves it, leaving focus where it went', async () => {
    render(
      <>
        <Filters />
        <button type="button">Next field</button>
      </>,
    );
    await userEvent.click(trigger());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets a tooltip inside take the first Escape', async () => {
    render(
      <Popover defaultActive>
        <Popover.Trigger>Filters</Popover.Trigger>
        <Popover.Content>
          <Tooltip content="Resets every filter">
            <button type="button">Reset</button>
          </Tooltip>
        </Popover.Content>
      </Popover>,
    );
    act(() => screen.getByRole('button', { name: 'Reset' }).focus());
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a name of its own through aria-label or aria-labelledby', () => {
    render(
      <>
        <Popover>
          <Popover.Trigger>Filters</Popover.Trigger>
          <Popover.Content aria-label="Filter the list" />
        </Popover>
        <Popover>
          <Popover.Trigger>More</Popover.Trigger>
          <Popover.Content aria-labelledby="heading">
            <h2 id="heading">Sorting</h2>
          </Popover.Content>
        </Popover>
      </>,
    );
    const [labelled, headed] = screen.getAllByRole('dialog', { hidden: true });
    expect(labelled).toHaveAttribute('aria-label', 'Filter the list');
    expect(labelled).not.toHaveAttribute('aria-labelledby');
    expect(headed).toHaveAttribute('aria-labelledby', 'heading');
  });

  it('keeps ids given to the trigger and the content in the ARIA wiring, also in server HTML', () => {
    const ui = (
      <Popover>
        <Popover.Trigger id="filters-button">Filters</Popover.Trigger>
        <Popover.Content id="filters-dialog">Content</Popover.Content>
      </Popover>
    );
    const html = renderToString(ui);
    expect(html).toContain('id="filters-button"');
    expect(html).toContain('aria-controls="filters-dialog"');
    expect(html).toContain('id="filters-dialog"');
    expect(html).toContain('aria-labelledby="filters-button"');
    expect(html).toMatch(/role="dialog"[^>]*hidden=""/);
    render(ui);
    expect(trigger()).toHaveAttribute('aria-controls', 'filters-dialog');
    expect(dialog()).toHaveAttribute('aria-labelledby', 'filters-button');
  });

  it('renders on a server without ids given, wiring its generated ones', () => {
    const html = renderToString(<Filters />);
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(controls).toBeTruthy();
    expect(html).toContain(`id="${controls}"`);
  });

  it('picks up ids of parts placed deeper inside', () => {
    render(
      <Popover>
        <span>
          <Popover.Trigger id="deep-button">Filters</Popover.Trigger>
        </span>
        <div>
          <Popover.Content id="deep-dialog">Content</Popover.Content>
        </div>
      </Popover>,
    );
    expect(trigger()).toHaveAttribute('aria-controls', 'deep-dialog');
    expect(dialog()).toHaveAttribute('aria-labelledby', 'deep-button');
  });

  it('can be controlled', async () => {
    const onActiveChange = vi.fn();
    const { rerender } = render(<Filters isActive={false} onActiveChange={onActiveChange} />);
    await userEvent.click(trigger());
    expect(onActiveChange).toHaveBeenLastCalledWith(true);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    rerender(<Filters isActive onActiveChange={onActiveChange} />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onActiveChange).toHaveBeenLastCalledWith(false);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    // Closed by its owner while focus is inside: focus goes back to the trigger rather than to <body>.
    rerender(<Filters isActive={false} onActiveChange={onActiveChange} />);
    expect(trigger()).toHaveFocus();
  });

  it('works as a controlled component with state', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Filters isActive={open} onActiveChange={setOpen} />
          <output>{open ? 'open' : 'closed'}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(trigger());
    expect(screen.getByRole('status')).toHaveTextContent('open');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('closed');
  });

  it('opens and closes a trigger rendered as another element with Enter and Space', async () => {
    render(
      <Popover>
        <Popover.Trigger as="a" tabIndex={0}>
          Filters
        </Popover.Trigger>
        <Popover.Content>Content</Popover.Content>
      </Popover>,
    );
    const link = screen.getByText('Filters');
    act(() => link.focus());
    await userEvent.keyboard('{Enter}');
    expect(link).toHaveAttribute('aria-expanded', 'true');
    act(() => link.focus());
    await userEvent.keyboard(' ');
    expect(link).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('x');
    expect(link).toHaveAttribute('aria-expanded', 'false');
  });

  it('respects handlers that prevent the default', async () => {
    render(
      <Popover onKeyDown={(event) => event.preventDefault()}>
        <Popover.Trigger onClick={(event) => event.preventDefault()}>Filters</Popover.Trigger>
        <Popover.Content>Content</Popover.Content>
      </Popover>,
    );
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    render(
      <Popover>
        <Popover.Trigger as="a" tabIndex={0} onKeyDown={(event) => event.preventDefault()}>
          More
        </Popover.Trigger>
        <Popover.Content>Content</Popover.Content>
      </Popover>,
    );
    act(() => screen.getByText('More').focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('More')).toHaveAttribute('aria-expanded', 'false');
  });

  it('passes its own keyboard and blur handlers on', async () => {
    const onKeyDown = vi.fn();
    const onBlur = vi.fn();
    render(<Filters defaultActive onKeyDown={onKeyDown} onBlur={onBlur} />);
    await userEvent.keyboard('a');
    await userEvent.keyboard('{Escape}');
    expect(onKeyDown).toHaveBeenCalled();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('renders its parts without a Popover around them', async () => {
    render(
      <>
        <PopoverTrigger>Alone</PopoverTrigger>
        <PopoverContent>Box</PopoverContent>
        <PopoverClose />
      </>,
    );
    const alone = screen.getByRole('button', { name: 'Alone' });
    expect(alone).toHaveAttribute('aria-expanded', 'false');
    expect(alone).not.toHaveAttribute('aria-controls');
    await userEvent.click(alone);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-labelledby');
  });

  it('prefixes its placement and state classes', () => {
    render(
      <ConfigProvider prefix="bulma-">
        <Filters placement="top" />
      </ConfigProvider>,
    );
    expect(root()).toBeNull();
    const prefixed = trigger().closest('.bulma-popover')!;
    expect(prefixed).toHaveClass('bulma-is-top');
    expect(dialog()).toHaveClass('bulma-popover-content');
    expect(screen.getByRole('button', { name: 'Close', hidden: true })).toHaveClass('bulma-delete');
  });

  describe('placement', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** Lays out the trigger at (left, top), 100 × 36, and the dialog as 240 × 160. */
    function layOut(left: number, top: number) {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const box =
          this.getAttribute('role') === 'dialog'
            ? {
                left: Number.parseFloat(this.style.left) || 0,
                top: Number.parseFloat(this.style.top) || 0,
                width: 240,
                height: 160,
              }
            : { left, top, width: 100, height: 36 };
        return {
          ...box,
          x: box.left,
          y: box.top,
          right: box.left + box.width,
          bottom: box.top + box.height,
          toJSON: () => box,
        };
      });
    }

    it('opens below the trigger by default, centred on it', async () => {
      layOut(400, 100);
      render(<Filters />);
      await userEvent.click(trigger());
      expect(root()).toHaveClass('is-bottom');
      expect(dialog().style.left).toBe(`${450 - 120}px`);
      expect(dialog().style.top).toBe(`${136 + 8}px`);
      expect(dialog().style.getPropertyValue('--bulma-popover-arrow-offset')).toBe('120px');
    });

    it('flips above the trigger at the bottom of the viewport', async () => {
      layOut(400, 700);
      render(<Filters />);
      await userEvent.click(trigger());
      expect(root()).toHaveClass('is-top');
      expect(root()).not.toHaveClass('is-bottom');
      expect(dialog().style.top).toBe(`${700 - 8 - 160}px`);
    });

    it('shows the side asked for again once closed', async () => {
      layOut(400, 700);
      render(<Filters />);
      await userEvent.click(trigger());
      expect(root()).toHaveClass('is-top');
      fireEvent.keyDown(dialog(), { key: 'Escape' });
      expect(root()).toHaveClass('is-bottom');
    });
  });
});
