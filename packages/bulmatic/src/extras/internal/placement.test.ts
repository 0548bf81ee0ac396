import { describe, expect, it } from 'vitest';
import { choosePlacement, computePosition, FLOATING_PLACEMENTS, oppositePlacement, type Rect } from './placement.js';

const viewport = { width: 1000, height: 800 };
const options = { offset: 8, padding: 8 };
const tip = { width: 100, height: 40 };
/** A 50 × 20 anchor whose top-left corner is at (left, top). */
const anchorAt = (left: number, top: number): Rect => ({ left, top, width: 50, height: 20 });
const middle = anchorAt(475, 390);

describe('placement', () => {
  it('lists the four sides and pairs each with its opposite', () => {
    expect(FLOATING_PLACEMENTS).toEqual(['top', 'right', 'bottom', 'left']);
    expect(FLOATING_PLACEMENTS.map(oppositePlacement)).toEqual(['bottom', 'left', 'top', 'right']);
  });

  it('keeps the side asked for when there is room, centred on the anchor', () => {
    expect(computePosition('top', middle, tip, viewport, options)).toEqual({
      placement: 'top',
      top: 390 - 8 - 40,
      left: 500 - 50,
      arrow: 50,
    });
    expect(computePosition('bottom', middle, tip, viewport, options)).toEqual({
      placement: 'bottom',
      top: 410 + 8,
      left: 450,
      arrow: 50,
    });
    expect(computePosition('left', middle, tip, viewport, options)).toEqual({
      placement: 'left',
      top: 400 - 20,
      left: 475 - 8 - 100,
      arrow: 20,
    });
    expect(computePosition('right', middle, tip, viewport, options)).toEqual({
      placement: 'right',
      top: 380,
      left: 525 + 8,
      arrow: 20,
    });
  });

  it.each([
    ['top', anchorAt(475, 30), 'bottom'],
    ['bottom', anchorAt(475, 760), 'top'],
    ['left', anchorAt(60, 390), 'right'],
    ['right', anchorAt(880, 390), 'left'],
  ] as const)('flips %s to the opposite side at the viewport edge', (preferred, anchor, expected) => {
    expect(computePosition(preferred, anchor, tip, viewport, options).placement).toBe(expected);
  });

  it('counts the offset and the padding as part of the room needed', () => {
    // 40 high + 8 offset + 8 padding = 56: an anchor 56px from the top still fits, 55px does not.
    expect(choosePlacement('top', anchorAt(475, 56), tip, viewport, options)).toBe('top');
    expect(choosePlacement('top', anchorAt(475, 55), tip, viewport, options)).toBe('bottom');
  });

  it('stays on the side with more room when neither side fits', () => {
    const tall = { width: 100, height: 500 };
    expect(choosePlacement('top', anchorAt(475, 300), tall, viewport, options)).toBe('bottom');
    expect(choosePlacement('top', anchorAt(475, 450), tall, viewport, options)).toBe('top');
    expect(choosePlacement('bottom', anchorAt(475, 450), tall, viewport, options)).toBe('top');
  });

  it('slides along the side to stay inside the viewport, and moves the arrow to keep pointing at the anchor', () => {
    const nearLeft = computePosition('top', anchorAt(0, 390), tip, viewport, options);
    expect(nearLeft.left).toBe(8);
    expect(nearLeft.arrow).toBe(25 - 8);
    const nearRight = computePosition('bottom', anchorAt(950, 390), tip, viewport, options);
    expect(nearRight.left).toBe(1000 - 8 - 100);
    expect(nearRight.arrow).toBe(975 - 892);
    const nearBottom = computePosition('right', { left: 100, top: 780, width: 50, height: 10 }, tip, viewport, options);
    expect(nearBottom.top).toBe(800 - 8 - 40);
    expect(nearBottom.arrow).toBe(785 - 752);
  });

  it('never slides off the anchor, even to stay inside the viewport', () => {
    // An anchor scrolled partly out of view on the left: the tooltip follows it rather than the padding.
    const position = computePosition('top', { left: -60, top: 390, width: 50, height: 20 }, tip, viewport, options);
    expect(position.left).toBe(-60 + 50 - 1);
    const side = computePosition('left', { left: 500, top: -30, width: 50, height: 20 }, tip, viewport, options);
    expect(side.top).toBe(-30 + 20 - 1);
  });
});
