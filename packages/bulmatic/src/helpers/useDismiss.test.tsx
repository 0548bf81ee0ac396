import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadowRoot } from '../../test/renderInShadowRoot.js';
import { useDismiss, type DismissReason } from './useDismiss.js';

interface LayerProps {
  isOpen: boolean;
  onDismiss: (reason: DismissReason) => void;
  onOuterKeyDown?: (key: string) => void;
}

function Layer({ isOpen, onDismiss, onOuterKeyDown }: LayerProps) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const dismissOnEscape = useDismiss({ isOpen, rootRef, onDismiss });
  return (
    <div onKeyDown={(event) => onOuterKeyDown?.(event.key)}>
      <div ref={rootRef} onKeyDown={dismissOnEscape}>
        <button type="button">Inside</button>
      </div>
      <button type="button">Outside</button>
    </div>
  );
}

describe('useDismiss', () => {
  it('dismisses on a pointer press outside the layer, not inside it', () => {
    const onDismiss = vi.fn();
    render(<Layer isOpen onDismiss={onDismiss} />);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Inside' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Outside' }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('outside');
  });

  it('dismisses on Escape inside the layer and keeps the key from layers around it', () => {
    const onDismiss = vi.fn();
    const onOuterKeyDown = vi.fn();
    render(<Layer isOpen onDismiss={onDismiss} onOuterKeyDown={onOuterKeyDown} />);
    const inside = screen.getByRole('button', { name: 'Inside' });
    fireEvent.keyDown(inside, { key: 'Enter' });
    expect(onDismiss).not.toHaveBeenCalled();
    expect(onOuterKeyDown).toHaveBeenLastCalledWith('Enter');
    const notCancelled = fireEvent.keyDown(inside, { key: 'Escape' });
    expect(notCancelled).toBe(false);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('escape');
    expect(onOuterKeyDown).not.toHaveBeenCalledWith('Escape');
  });

  it('leaves an Escape whose default an inner handler prevented', () => {
    const onDismiss = vi.fn();
    render(<Layer isOpen onDismiss={onDismiss} />);
    const inside = screen.getByRole('button', { name: 'Inside' });
    inside.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    fireEvent.keyDown(inside, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('does nothing while the layer is closed', () => {
    const onDismiss = vi.fn();
    const onOuterKeyDown = vi.fn();
    const { rerender } = render(<Layer isOpen onDismiss={onDismiss} onOuterKeyDown={onOuterKeyDown} />);
    rerender(<Layer isOpen={false} onDismiss={onDismiss} onOuterKeyDown={onOuterKeyDown} />);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Outside' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    expect(onOuterKeyDown).toHaveBeenCalledWith('Escape');
  });

  it('tells inside from outside within a shadow root, where the document sees the host as the target', () => {
    const onDismiss = vi.fn();
    const { getByRole } = renderInShadowRoot(<Layer isOpen onDismiss={onDismiss} />);
    fireEvent.mouseDown(getByRole('button', { name: 'Inside' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseDown(getByRole('button', { name: 'Outside' }));
    expect(onDismiss).toHaveBeenLastCalledWith('outside');
    fireEvent.mouseDown(document.body);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
