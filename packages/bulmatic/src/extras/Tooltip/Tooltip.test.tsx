import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Modal } from '../../components/Modal/Modal.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { Tooltip } from './Tooltip.js';

const trigger = () => screen.getByRole('button', { name: 'Save' });
const tooltip = () => screen.getByRole('tooltip', { hidden: true });

/** Lays out the trigger with its top-left corner at (left, top), 80 × 30, and any tooltip as 120 × 40. */
function layOut(left: number, top: number) {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const box =
      this.getAttribute('role') === 'tooltip'
        ? {
            left: Number.parseFloat(this.style.left) || 0,
            top: Number.parseFloat(this.style.top) || 0,
            width: 120,
            height: 40,
          }
        : { left, top, width: 80, height: 30 };
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

describe('Tooltip', () => {
  itIsConformant(Tooltip, {
    name: 'Tooltip',
    bulmaClass: 'tooltip',
    element: 'span',
    props: { content: 'Saves the draft', children: <button type="button">Save</button> },
    rootSelector: '[role="tooltip"]',
  });

  it('accepts only the sides and colours it has classes for', () => {
    const wrong = () => (
      <>
        {/* @ts-expect-error: no such side */}
        <Tooltip content="x" placement="middle">
          <button type="button">x</button>
        </Tooltip>
        {/* @ts-expect-error: no such colour */}
        <Tooltip content="x" color="purple">
          <button type="button">x</button>
        </Tooltip>
      </>
    );
    expect(wrong).toBeTypeOf('function');
  });

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    // Testing Library's async helpers wait on a real timer, so these tests fire events synchronously.

    it('opens after the open delay while the pointer rests on the trigger, and closes after the close delay', () => {
      render(
        <Tooltip content="Saves the draft" openDelay={500} closeDelay={200}>
          <button type="button">Save</button>
        </Tooltip>,
      );
      fireEvent.mouseEnter(trigger());
      act(() => vi.advanceTimersByTime(499));
      expect(tooltip()).not.toBeVisible();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Saves the draft');
      expect(tooltip()).toHaveClass('is-active');
      fireEvent.mouseLeave(trigger());
      act(() => vi.advanceTimersByTime(199));
      expect(tooltip()).toBeVisible();
      act(() => vi.advanceTimersByTime(1));
      expect(tooltip()).not.toBeVisible();
      expect(tooltip()).not.toHaveClass('is-active');
    });

    it('does not open when the pointer passes over the trigger quicker than the delay', () => {
      render(
        <Tooltip content="Saves the draft">
          <button type="button">Save</button>
        </Tooltip>,
      );
      fireEvent.mouseEnter(trigger());
      act(() => vi.advanceTimersByTime(200));
      fireEvent.mouseLeave(trigger());
      act(() => vi.advanceTimersByTime(1000));
      expect(tooltip()).not.toBeVisible();
    });

    it('stays open while the pointer moves from the trigger onto the tooltip (hoverable)', () => {
      render(
        <Tooltip content="Saves the draft" openDelay={0}>
          <button type="button">Save</button>
        </Tooltip>,
      );
      fireEvent.mouseEnter(trigger());
      expect(tooltip()).toBeVisible();
      fireEvent.mouseLeave(trigger());
      act(() => vi.advanceTimersByTime(100));
      fireEvent.mouseEnter(tooltip());
      act(() => vi.advanceTimersByTime(1000));
      expect(tooltip()).toBeVisible();
      fireEvent.mouseLeave(tooltip());
      act(() => vi.advanceTimersByTime(150));
      expect(tooltip()).not.toBeVisible();
    });

    it('stays open while the trigger has focus, whatever the pointer does (persistent)', () => {
      render(
        <Tooltip content="Saves the draft">
          <button type="button">Save</button>
        </Tooltip>,
      );
      act(() => trigger().focus());
      expect(tooltip()).toBeVisible();
      fireEvent.mouseEnter(trigger());
      fireEvent.mouseLeave(trigger());
      act(() => vi.advanceTimersByTime(1000));
      expect(tooltip()).toBeVisible();
    });

    it('forgets a pending opening when it unmounts', () => {
      const onActiveChange = vi.fn();
      const { unmount } = render(
        <Tooltip content="Saves the draft" onActiveChange={onActiveChange}>
          <button type="button">Save</button>
        </Tooltip>,
      );
      fireEvent.mouseEnter(trigger());
      unmount();
      act(() => vi.advanceTimersByTime(1000));
      expect(onActiveChange).not.toHaveBeenCalled();
    });
  });

  it('describes its trigger and keeps the trigger’s own description', () => {
    render(
      <>
        <p id="hint">Also saves a copy.</p>
        <Tooltip content="Saves the draft">
          <button type="button" aria-describedby="hint">
            Save
          </button>
        </Tooltip>
      </>,
    );
    expect(tooltip()).toHaveAttribute('role', 'tooltip');
    expect(tooltip().id).not.toBe('');
    expect(trigger()).toHaveAttribute('aria-describedby', `hint ${tooltip().id}`);
    expect(trigger()).toHaveAccessibleDescription('Also saves a copy. Saves the draft');
    expect(tooltip()).not.toBeVisible();
    // Rendered right after the trigger, so no portal is needed and server HTML has it.
    expect(trigger().nextElementSibling).toBe(tooltip());
  });

  it('uses a given id as it is, on the tooltip and in the trigger’s aria-describedby', () => {
    render(
      <Tooltip id="save-tip" content="Saves the draft">
        <button type="button">Save</button>
      </Tooltip>,
    );
    expect(tooltip()).toHaveAttribute('id', 'save-tip');
    expect(trigger()).toHaveAttribute('aria-describedby', 'save-tip');
  });

  it('renders on a server, closed, with the ids wired up', () => {
    const html = renderToString(
      <Tooltip id="save-tip" content="Saves the draft" color="primary">
        <button type="button">Save</button>
      </Tooltip>,
    );
    expect(html).toContain('aria-describedby="save-tip"');
    expect(html).toMatch(
      /<span id="save-tip" role="tooltip" hidden="" class="tooltip is-top is-primary">Saves the draft<\/span>/,
    );
    const generated = renderToString(
      <Tooltip content="Saves the draft">
        <button type="button">Save</button>
      </Tooltip>,
    );
    const id = /aria-describedby="([^"]+)"/.exec(generated)?.[1];
    expect(id).toBeTruthy();
    expect(generated).toContain(`id="${id}" role="tooltip"`);
  });

  it('opens on keyboard focus at once, closes when focus leaves, and never traps focus', async () => {
    render(
      <>
        <Tooltip content="Saves the draft">
          <button type="button">Save</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(tooltip()).not.toBeVisible();
  });

  it('closes on Escape without moving focus, and keeps that Escape from closing a dialog around it', async () => {
    const outer = vi.fn();
    render(
      <div onKeyDown={(event) => outer(event.key, event.defaultPrevented)}>
        <Tooltip content="Saves the draft">
          <button type="button">Save</button>
        </Tooltip>
      </div>,
    );
    await userEvent.tab();
    expect(tooltip()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(tooltip()).not.toBeVisible();
    expect(trigger()).toHaveFocus();
    expect(outer).toHaveBeenLastCalledWith('Escape', true);
    // Closed, the tooltip leaves Escape alone.
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveBeenLastCalledWith('Escape', false);
  });

  it('closes on Escape while only the pointer is on the trigger', async () => {
    render(
      <Tooltip content="Saves the draft" openDelay={0}>
        <button type="button">Save</button>
      </Tooltip>,
    );
    await userEvent.hover(trigger());
    expect(tooltip()).toBeVisible();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tooltip()).not.toBeVisible();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(tooltip()).not.toBeVisible();
  });

  describe('with a modal open', () => {
    const dialog = () => screen.queryByRole('dialog');

    it('leaves Escape to the modal when the tooltip is open without focus or pointer on it', async () => {
      const onClose = vi.fn();
      render(
        <>
          <Tooltip content="Saves the draft" defaultActive>
            <button type="button">Save</button>
          </Tooltip>
          <Modal isActive onClose={onClose} aria-label="Confirm">
            <input aria-label="Reason" />
          </Modal>
        </>,
      );
      expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledWith('escape');
      expect(tooltip()).not.toBeVisible();
    });

    it('leaves Escape to the modal when the pointer was on a trigger the modal now covers', async () => {
      function Page() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <Tooltip content="Deletes the file" openDelay={0}>
              <button type="button" onClick={() => setOpen(true)}>
                Delete
              </button>
            </Tooltip>
            <Modal isActive={open} onClose={() => setOpen(false)} aria-label="Confirm">
              <button type="button">Cancel</button>
            </Modal>
          </>
        );
      }
      render(<Page />);
      const remove = screen.getByRole('button', { name: 'Delete' });
      await userEvent.hover(remove);
      await userEvent.click(remove);
      expect(dialog()).not.toBeNull();
      expect(tooltip()).toBeVisible();
      await userEvent.keyboard('{Escape}');
      expect(dialog()).toBeNull();
    });

    it('still takes the first Escape while the pointer is on a trigger inside the modal', async () => {
      const onClose = vi.fn();
      render(
        <Modal isActive onClose={onClose} aria-label="Confirm">
          <input aria-label="Reason" />
          <Tooltip content="Saves the draft" openDelay={0}>
            <button type="button">Save</button>
          </Tooltip>
        </Modal>,
      );
      await userEvent.hover(trigger());
      expect(tooltip()).toBeVisible();
      await userEvent.keyboard('{Escape}');
      expect(tooltip()).not.toBeVisible();
      expect(onClose).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledWith('escape');
    });
  });

  it('keeps the trigger’s own handlers and ref', async () => {
    const handlers = { onMouseEnter: vi.fn(), onMouseLeave: vi.fn(), onFocus: vi.fn(), onBlur: vi.fn() };
    const triggerRef = createRef<HTMLButtonElement>();
    const tooltipHandlers = { onMouseEnter: vi.fn(), onMouseLeave: vi.fn() };
    render(
      <Tooltip content="Saves the draft" openDelay={0} {...tooltipHandlers}>
        <button type="button" ref={triggerRef} {...handlers}>
          Save
        </button>
      </Tooltip>,
    );
    expect(triggerRef.current).toBe(trigger());
    // One user-event instance remembers where the pointer is, so moving it leaves the trigger.
    const user = userEvent.setup();
    await user.hover(trigger());
    await user.hover(tooltip());
    await user.unhover(tooltip());
    act(() => trigger().focus());
    act(() => trigger().blur());
    for (const [name, handler] of Object.entries(handlers)) expect(handler, `trigger ${name}`).toHaveBeenCalled();
    for (const [name, handler] of Object.entries(tooltipHandlers))
      expect(handler, `tooltip ${name}`).toHaveBeenCalled();
  });

  it('can be controlled', async () => {
    const onActiveChange = vi.fn();
    const { rerender } = render(
      <Tooltip content="Saves the draft" isActive={false} onActiveChange={onActiveChange}>
        <button type="button">Save</button>
      </Tooltip>,
    );
    act(() => trigger().focus());
    expect(onActiveChange).toHaveBeenLastCalledWith(true);
    expect(tooltip()).not.toBeVisible();
    rerender(
      <Tooltip content="Saves the draft" isActive onActiveChange={onActiveChange}>
        <button type="button">Save</button>
      </Tooltip>,
    );
    expect(tooltip()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onActiveChange).toHaveBeenLastCalledWith(false);
    expect(tooltip()).toBeVisible();
  });

  it('works as a controlled component with state, and can start open', () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Tooltip content="Saves the draft" isActive={open} onActiveChange={setOpen}>
          <button type="button">Save</button>
        </Tooltip>
      );
    }
    render(<Controlled />);
    expect(tooltip()).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tooltip()).not.toBeVisible();
  });

  it('maps placement and colour to classes, prefixed with the class prefix', () => {
    render(
      <ConfigProvider prefix="bulma-">
        <Tooltip content="Saves the draft" placement="left" color="danger" defaultActive>
          <button type="button">Save</button>
        </Tooltip>
      </ConfigProvider>,
    );
    expect(tooltip()).toHaveClass('bulma-tooltip', 'bulma-is-danger', 'bulma-is-active');
    expect(tooltip().className).toMatch(/bulma-is-(left|right)/);
    expect(tooltip()).not.toHaveClass('tooltip');
  });

  describe('placement', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('sits on the side asked for, centred on the trigger, with the arrow at the trigger’s centre', () => {
      layOut(400, 300);
      render(
        <Tooltip content="Saves the draft" placement="top" defaultActive>
          <button type="button">Save</button>
        </Tooltip>,
      );
      expect(tooltip()).toHaveClass('is-top');
      expect(tooltip().style.left).toBe(`${440 - 60}px`);
      expect(tooltip().style.top).toBe(`${300 - 8 - 40}px`);
      expect(tooltip().style.getPropertyValue('--bulma-tooltip-arrow-offset')).toBe('60px');
    });

    it.each([
      ['top', 400, 10, 'is-bottom'],
      ['bottom', 400, 740, 'is-top'],
      ['left', 10, 300, 'is-right'],
      ['right', 940, 300, 'is-left'],
    ] as const)('flips %s to the opposite side at the viewport edge', (placement, left, top, expected) => {
      layOut(left, top);
      render(
        <Tooltip content="Saves the draft" placement={placement} defaultActive>
          <button type="button">Save</button>
        </Tooltip>,
      );
      expect(tooltip()).toHaveClass(expected);
      expect(tooltip()).not.toHaveClass(`is-${placement}`);
    });

    it('follows the trigger when the page scrolls or the window is resized', () => {
      const rect = layOut(400, 300);
      render(
        <Tooltip content="Saves the draft" defaultActive>
          <button type="button">Save</button>
        </Tooltip>,
      );
      expect(tooltip()).toHaveClass('is-top');
      rect.mockRestore();
      layOut(400, 20);
      act(() => {
        fireEvent.scroll(window);
      });
      expect(tooltip()).toHaveClass('is-bottom');
      expect(tooltip().style.top).toBe(`${20 + 30 + 8}px`);
      vi.restoreAllMocks();
      layOut(400, 300);
      act(() => {
        fireEvent(window, new Event('resize'));
      });
      expect(tooltip()).toHaveClass('is-top');
    });

    it('places itself relative to a containing block that is not the viewport', () => {
      // A transformed ancestor makes it the containing block of a fixed element: measured at (0, 0), the
      // tooltip shows up where that block starts, and its coordinates are taken relative to it.
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const box =
          this.getAttribute('role') === 'tooltip'
            ? {
                left: 100 + (Number.parseFloat(this.style.left) || 0),
                top: 50 + (Number.parseFloat(this.style.top) || 0),
                width: 120,
                height: 40,
              }
            : { left: 400, top: 300, width: 80, height: 30 };
        return {
          ...box,
          x: box.left,
          y: box.top,
          right: box.left + box.width,
          bottom: box.top + box.height,
          toJSON: () => box,
        };
      });
      render(
        <Tooltip content="Saves the draft" defaultActive>
          <button type="button">Save</button>
        </Tooltip>,
      );
      expect(tooltip().style.left).toBe(`${380 - 100}px`);
      expect(tooltip().style.top).toBe(`${252 - 50}px`);
    });
  });
});
