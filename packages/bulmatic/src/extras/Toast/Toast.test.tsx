import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { renderInShadowRoot } from '../../../test/renderInShadowRoot.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { TOASTER_PLACEMENTS, TOAST_VARIANTS } from './constants.js';
import { Toast } from './Toast.js';
import { Toaster } from './Toaster.js';
import { getToasts, resetToasts, toast } from './toastStore.js';

/** Makes `prefers-reduced-motion: reduce` match or not, until the next call to `restoreMotion`. */
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
const restoreMotion = () => {
  window.matchMedia = originalMatchMedia;
};

const region = () => screen.getByRole('region', { name: 'Notifications' });
const messages = () => within(region()).queryAllByText(/./, { selector: '.toast' });

// The store lives in a module that outlives each test (isolate: false): empty it around every test.
beforeEach(() => {
  resetToasts();
});
afterEach(() => {
  resetToasts();
  restoreMotion();
});

describe('Toast', () => {
  itIsConformant(Toast, { name: 'Toast', bulmaClass: 'toast', element: 'div' });
  itIsConformant(Toaster, { name: 'Toaster', bulmaClass: 'toaster', element: 'section' });

  it('accepts only the colours, tones and placements it has classes for', () => {
    const wrong = () => {
      // @ts-expect-error: no such colour
      toast('x', { color: 'purple' });
      // @ts-expect-error: a shortcut sets the colour itself
      toast.success('x', { color: 'danger' });
      // @ts-expect-error: no such tone
      toast('x', { variant: 'soft' });
      // @ts-expect-error: no such placement
      return <Toaster placement="middle" />;
    };
    expect(wrong).toBeTypeOf('function');
  });

  it('lists its allowed values', () => {
    expect(TOAST_VARIANTS).toEqual(['light', 'dark']);
    expect(TOASTER_PLACEMENTS).toHaveLength(6);
  });

  it('looks like a Bulma notification in the colour asked for', () => {
    render(
      <Toast color="success" variant="light" onDelete={() => undefined} deleteLabel="Dismiss">
        Saved
      </Toast>,
    );
    const saved = screen.getByRole('status');
    expect(saved).toHaveClass('notification', 'toast', 'is-success', 'is-light');
    expect(saved).toHaveTextContent('Saved');
    expect(within(saved).getByRole('button', { name: 'Dismiss' })).toHaveClass('delete');
  });

  it('is a status message, or an alert in danger and warning', () => {
    render(
      <>
        <Toast>Plain</Toast>
        <Toast color="info">Info</Toast>
        <Toast color="danger">Danger</Toast>
        <Toast color="warning">Warning</Toast>
        <Toast color="danger" role="status">
          Quiet danger
        </Toast>
      </>,
    );
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['Plain', 'Info', 'Quiet danger']);
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual(['Danger', 'Warning']);
  });

  it('has no close button without onDelete', () => {
    render(<Toast>Plain</Toast>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  describe('timing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('times out after its duration, counting only the time it is not paused', () => {
      const onTimeout = vi.fn();
      const { rerender } = render(
        <Toast duration={1000} onTimeout={onTimeout}>
          Saved
        </Toast>,
      );
      act(() => vi.advanceTimersByTime(600));
      rerender(
        <Toast duration={1000} onTimeout={onTimeout} isPaused>
          Saved
        </Toast>,
      );
      act(() => vi.advanceTimersByTime(5000));
      expect(onTimeout).not.toHaveBeenCalled();
      rerender(
        <Toast duration={1000} onTimeout={onTimeout}>
          Saved
        </Toast>,
      );
      act(() => vi.advanceTimersByTime(399));
      expect(onTimeout).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });

    it('never times out without a finite duration', () => {
      const onTimeout = vi.fn();
      render(
        <>
          <Toast onTimeout={onTimeout}>No duration</Toast>
          <Toast duration={Infinity} onTimeout={onTimeout}>
            Forever
          </Toast>
        </>,
      );
      act(() => vi.advanceTimersByTime(1_000_000));
      expect(onTimeout).not.toHaveBeenCalled();
    });

    it('plays its exit animation before calling onLeave', () => {
      const onLeave = vi.fn();
      const onAnimationEnd = vi.fn();
      const animated = { animationName: 'fade-out', animationDuration: '200ms' };
      const { rerender } = render(
        <Toast style={animated} onLeave={onLeave} onAnimationEnd={onAnimationEnd}>
          Saved
        </Toast>,
      );
      rerender(
        <Toast style={animated} onLeave={onLeave} onAnimationEnd={onAnimationEnd} isLeaving>
          Saved
        </Toast>,
      );
      expect(screen.getByRole('status')).toHaveClass('is-leaving');
      expect(onLeave).not.toHaveBeenCalled();
      // React listens for the prefixed name where the DOM has no AnimationEvent, as in this test DOM.
      for (const type of ['animationend', 'webkitAnimationEnd']) {
        act(() => {
          screen.getByRole('status').dispatchEvent(new Event(type, { bubbles: true }));
        });
      }
      expect(onAnimationEnd).toHaveBeenCalled();
      expect(onLeave).toHaveBeenCalledTimes(1);
      // The fallback timer does not call it again.
      act(() => vi.advanceTimersByTime(1000));
      expect(onLeave).toHaveBeenCalledTimes(1);
    });

    it('calls onLeave after the animation’s time when animationend never comes', () => {
      const onLeave = vi.fn();
      render(
        <Toast style={{ animationName: 'fade-out', animationDuration: '0.2s' }} onLeave={onLeave} isLeaving>
          Saved
        </Toast>,
      );
      act(() => vi.advanceTimersByTime(200));
      expect(onLeave).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(50));
      expect(onLeave).toHaveBeenCalledTimes(1);
    });

    it('leaves at once when the user prefers reduced motion', () => {
      mockReducedMotion(true);
      const onLeave = vi.fn();
      render(
        <Toast style={{ animationName: 'fade-out', animationDuration: '200ms' }} onLeave={onLeave} isLeaving>
          Saved
        </Toast>,
      );
      expect(onLeave).toHaveBeenCalledTimes(1);
    });

    it('leaves at once when it has no exit animation', () => {
      mockReducedMotion(false);
      const onLeave = vi.fn();
      render(
        <Toast onLeave={onLeave} isLeaving>
          Saved
        </Toast>,
      );
      expect(onLeave).toHaveBeenCalledTimes(1);
    });
  });
});

describe('toast() and Toaster', () => {
  it('shows a toast in the Toaster and returns its id', () => {
    render(<Toaster />);
    expect(region()).toHaveClass('toaster', 'is-bottom-right');
    expect(messages()).toHaveLength(0);
    let id = '';
    act(() => {
      id = toast('Draft saved');
    });
    expect(id).toBe('toast-1');
    const shown = screen.getByRole('status');
    expect(shown).toHaveTextContent('Draft saved');
    expect(shown).toHaveClass('notification', 'toast');
    expect(within(shown).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('sets the colour and the role through its shortcuts', () => {
    render(<Toaster limit={10} />);
    act(() => {
      toast.success('Saved');
      toast.info('Synced');
      toast.warning('Almost full');
      toast.danger('Failed', { variant: 'dark' });
    });
    expect(screen.getByText('Saved')).toHaveClass('is-success');
    expect(screen.getByText('Synced')).toHaveClass('is-info');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['Saved', 'Synced']);
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual(['Almost full', 'Failed']);
    expect(screen.getByText('Failed')).toHaveClass('is-danger', 'is-dark');
  });

  it('replaces a toast given the id of one still shown', () => {
    render(<Toaster />);
    act(() => {
      const id = toast('Saving…', { duration: Infinity });
      toast.success('Saved', { id });
    });
    expect(messages()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveClass('is-success');
  });

  it('closes a toast with its close button and tells onDismiss', async () => {
    const onDismiss = vi.fn();
    render(<Toaster deleteLabel="Dismiss" />);
    act(() => {
      toast('Draft saved', { onDismiss, id: 'draft' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(messages()).toHaveLength(0);
    expect(onDismiss).toHaveBeenCalledWith('draft');
    expect(getToasts()).toEqual([]);
  });

  it('moves focus to the next close button when one is closed from the keyboard, and back where it was after the last', async () => {
    render(
      <>
        <button type="button">Save</button>
        <Toaster />
      </>,
    );
    act(() => {
      toast('One');
      toast('Two');
    });
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    await userEvent.tab();
    const [first, second] = screen.getAllByRole('button', { name: 'Close' });
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(second).toHaveFocus();
    expect(messages().map((node) => node.textContent)).toEqual(['Two']);
    await userEvent.keyboard('{Enter}');
    expect(messages()).toHaveLength(0);
    expect(save).toHaveFocus();
  });

  it('moves focus to the previous close button when the last one is closed', async () => {
    render(<Toaster />);
    act(() => {
      toast('One');
      toast('Two');
    });
    const [first, second] = screen.getAllByRole('button', { name: 'Close' });
    act(() => second!.focus());
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveFocus();
  });

  it('moves focus to the next close button inside a shadow root, as in a live preview', () => {
    const { getAllByRole, shadowRoot } = renderInShadowRoot(<Toaster />);
    act(() => {
      toast('One');
      toast('Two');
    });
    const [first, second] = getAllByRole('button', { name: 'Close' });
    act(() => first!.focus());
    fireEvent.click(first!);
    expect(shadowRoot.activeElement).toBe(second);
  });

  it('leaves out the close button for a toast that is not dismissible', () => {
    render(<Toaster />);
    act(() => {
      toast('Uploading', { dismissible: false });
    });
    expect(within(screen.getByRole('status')).queryByRole('button')).toBeNull();
  });

  it('dismisses one toast by id, or all of them', () => {
    const onDismiss = vi.fn();
    render(<Toaster />);
    act(() => {
      toast('One', { id: 'one', onDismiss });
      toast('Two', { onDismiss });
      toast('Three');
    });
    act(() => toast.dismiss('one'));
    expect(messages().map((node) => node.textContent)).toEqual(['Two', 'Three']);
    expect(onDismiss).toHaveBeenCalledWith('one');
    act(() => toast.dismiss('unknown'));
    act(() => toast.dismiss());
    expect(messages()).toHaveLength(0);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('keeps toasts dismissed while no Toaster is mounted from piling up', () => {
    act(() => {
      toast('Alone');
    });
    toast.dismiss();
    expect(getToasts()).toEqual([]);
  });

  it('shows the newest toasts up to its limit; older ones wait and come back', () => {
    render(<Toaster limit={2} />);
    act(() => {
      toast('One');
      toast('Two');
      toast('Three');
    });
    expect(messages().map((node) => node.textContent)).toEqual(['Two', 'Three']);
    act(() => toast.dismiss('toast-3'));
    expect(messages().map((node) => node.textContent)).toEqual(['One', 'Two']);
    // A waiting toast that is dismissed goes without being shown.
    act(() => {
      toast('Four');
      toast.dismiss('toast-1');
    });
    expect(getToasts().map((record) => record.message)).toEqual(['Two', 'Four']);
  });

  it('stacks where it is placed, prefixed with the class prefix', () => {
    render(
      <ConfigProvider prefix="bulma-">
        <Toaster placement="top-center" />
      </ConfigProvider>,
    );
    act(() => {
      toast.info('Synced');
    });
    expect(region()).toHaveClass('bulma-toaster', 'bulma-is-top-center');
    expect(screen.getByRole('status')).toHaveClass('bulma-notification', 'bulma-toast', 'bulma-is-info');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('bulma-delete');
  });

  it('takes a name for its region', () => {
    render(<Toaster label="Messages" />);
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveClass('toaster');
  });

  it('renders no toasts on a server, whatever the store holds', () => {
    act(() => {
      toast('Left over');
    });
    const html = renderToString(<Toaster />);
    expect(html).not.toContain('Left over');
    expect(html).toContain('aria-label="Notifications"');
  });

  it('stores nothing when called on a server', () => {
    vi.stubGlobal('window', undefined);
    try {
      expect(toast('From a server', { id: 'server' })).toBe('server');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(getToasts()).toEqual([]);
  });

  describe('timing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('dismisses a toast after the Toaster’s duration, or its own', () => {
      render(<Toaster duration={3000} />);
      act(() => {
        toast('Default');
        toast('Longer', { duration: 8000 });
        toast('Sticky', { duration: Infinity });
      });
      act(() => vi.advanceTimersByTime(2999));
      expect(messages()).toHaveLength(3);
      act(() => vi.advanceTimersByTime(1));
      expect(messages().map((node) => node.textContent)).toEqual(['Longer', 'Sticky']);
      act(() => vi.advanceTimersByTime(5000));
      expect(messages().map((node) => node.textContent)).toEqual(['Sticky']);
      act(() => vi.advanceTimersByTime(1_000_000));
      expect(messages()).toHaveLength(1);
    });

    it('stops the clocks while the pointer is over the toasts', () => {
      render(<Toaster duration={1000} />);
      act(() => {
        toast('Saved');
      });
      act(() => vi.advanceTimersByTime(500));
      fireEvent.mouseEnter(region());
      act(() => vi.advanceTimersByTime(10_000));
      expect(messages()).toHaveLength(1);
      fireEvent.mouseLeave(region());
      act(() => vi.advanceTimersByTime(499));
      expect(messages()).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(messages()).toHaveLength(0);
    });

    it('stops the clocks while focus is in the toasts', () => {
      render(
        <>
          <button type="button">Elsewhere</button>
          <Toaster duration={1000} />
        </>,
      );
      act(() => {
        toast('Saved');
      });
      act(() => screen.getByRole('button', { name: 'Close' }).focus());
      act(() => vi.advanceTimersByTime(10_000));
      expect(messages()).toHaveLength(1);
      act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
      act(() => vi.advanceTimersByTime(1000));
      expect(messages()).toHaveLength(0);
    });

    it('does not stay paused when the focused toast goes away without a blur', () => {
      render(<Toaster duration={1000} />);
      act(() => {
        toast('First', { duration: Infinity, id: 'first' });
        toast('Second');
      });
      const [firstClose] = screen.getAllByRole('button', { name: 'Close' });
      act(() => firstClose!.focus());
      // The focused element is removed; browsers may not report a blur for that.
      act(() => {
        firstClose!.remove();
        toast.dismiss('first');
      });
      act(() => vi.advanceTimersByTime(1000));
      expect(messages()).toHaveLength(0);
    });

    it('stops the clocks while the page is in the background', () => {
      let state: DocumentVisibilityState = 'visible';
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
      render(<Toaster duration={1000} />);
      act(() => {
        toast('Saved');
      });
      state = 'hidden';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      act(() => vi.advanceTimersByTime(10_000));
      expect(messages()).toHaveLength(1);
      state = 'visible';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      act(() => vi.advanceTimersByTime(1000));
      expect(messages()).toHaveLength(0);
    });

    it('keeps a leaving toast on screen for its exit animation, then removes it', () => {
      mockReducedMotion(false);
      render(<Toaster />);
      act(() => {
        toast('Saved', { id: 'saved' });
      });
      const saved = screen.getByRole('status');
      saved.style.animationName = 'fade-out';
      saved.style.animationDuration = '200ms';
      act(() => toast.dismiss('saved'));
      expect(saved).toHaveClass('is-leaving');
      expect(getToasts()).toHaveLength(1);
      // A second dismissal while it leaves changes nothing.
      act(() => toast.dismiss('saved'));
      act(() => vi.advanceTimersByTime(250));
      expect(getToasts()).toHaveLength(0);
      expect(saved).not.toBeInTheDocument();
    });
  });
});
