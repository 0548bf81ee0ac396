/**
 * Where a floating element (a tooltip, a popover) goes next to the element it belongs to, in viewport
 * coordinates. Pure functions of rectangles, so the flipping and clamping rules can be tested without a layout
 * engine; `useFloatingPosition` measures the elements and applies the result.
 */

/** The sides of its anchor a floating element can sit on (`is-top`, `is-right`, ...). */
export const FLOATING_PLACEMENTS = ['top', 'right', 'bottom', 'left'] as const;
export type FloatingPlacement = (typeof FLOATING_PLACEMENTS)[number];

/** A rectangle in viewport coordinates, as `getBoundingClientRect` returns it. */
export interface Rect {
  /** Distance from the top of the viewport to the top edge, in pixels. */
  top: number;
  /** Distance from the left of the viewport to the left edge, in pixels. */
  left: number;
  /** Width in pixels. */
  width: number;
  /** Height in pixels. */
  height: number;
}

/** The width and height of a box, in pixels. */
export interface Size {
  /** Width in pixels. */
  width: number;
  /** Height in pixels. */
  height: number;
}

/** How far the floating element keeps from its anchor and from the viewport's edges. */
export interface PlacementOptions {
  /** Gap between the anchor and the floating element, in pixels. */
  offset: number;
  /** Smallest distance between the floating element and the viewport's edges, in pixels. */
  padding: number;
}

/** Where to put the floating element. */
export interface Position {
  /** The side it ended up on: the one asked for, or the opposite one when that had no room. */
  placement: FloatingPlacement;
  /** Viewport coordinate of its top edge, in pixels. */
  top: number;
  /** Viewport coordinate of its left edge, in pixels. */
  left: number;
  /** Distance from its start edge (left for top and bottom, top for left and right) to the anchor's centre. */
  arrow: number;
}

const OPPOSITE: Record<FloatingPlacement, FloatingPlacement> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

/** The side across the anchor from `placement`. */
export function oppositePlacement(placement: FloatingPlacement): FloatingPlacement {
  return OPPOSITE[placement];
}

const isVertical = (placement: FloatingPlacement) => placement === 'top' || placement === 'bottom';

/** Room between the anchor and the viewport's edge on one side, in pixels. */
function roomOn(placement: FloatingPlacement, anchor: Rect, viewport: Size): number {
  switch (placement) {
    case 'top':
      return anchor.top;
    case 'bottom':
      return viewport.height - (anchor.top + anchor.height);
    case 'left':
      return anchor.left;
    case 'right':
      return viewport.width - (anchor.left + anchor.width);
  }
}

/**
 * The side to use: the preferred one if the floating element fits there, else the opposite one if it fits
 * there, else whichever of the two has more room (a tooltip never jumps to a side the author did not choose
 * the axis of).
 */
export function choosePlacement(
  preferred: FloatingPlacement,
  anchor: Rect,
  floating: Size,
  viewport: Size,
  { offset, padding }: PlacementOptions,
): FloatingPlacement {
  const needed = (isVertical(preferred) ? floating.height : floating.width) + offset + padding;
  const opposite = oppositePlacement(preferred);
  const room = roomOn(preferred, anchor, viewport);
  const oppositeRoom = roomOn(opposite, anchor, viewport);
  if (room >= needed) return preferred;
  if (oppositeRoom >= needed) return opposite;
  return oppositeRoom > room ? opposite : preferred;
}

/** Keeps `value` within `[min, max]`; when the range is empty, `min` wins. */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/**
 * Places the floating element on the chosen side of the anchor, centred on it, then slides it along that
 * side to stay inside the viewport (keeping `padding` from the edges) without losing contact with the anchor.
 */
export function computePosition(
  preferred: FloatingPlacement,
  anchor: Rect,
  floating: Size,
  viewport: Size,
  options: PlacementOptions,
): Position {
  const placement = choosePlacement(preferred, anchor, floating, viewport, options);
  const { offset, padding } = options;
  if (isVertical(placement)) {
    const centred = anchor.left + anchor.width / 2 - floating.width / 2;
    const inside = clamp(centred, padding, viewport.width - padding - floating.width);
    // Never slide past the anchor's far edge, or the element would point at nothing.
    const left = clamp(inside, anchor.left - floating.width + 1, anchor.left + anchor.width - 1);
    const top = placement === 'top' ? anchor.top - offset - floating.height : anchor.top + anchor.height + offset;
    return { placement, top, left, arrow: anchor.left + anchor.width / 2 - left };
  }
  const centred = anchor.top + anchor.height / 2 - floating.height / 2;
  const inside = clamp(centred, padding, viewport.height - padding - floating.height);
  const top = clamp(inside, anchor.top - floating.height + 1, anchor.top + anchor.height - 1);
  const left = placement === 'left' ? anchor.left - offset - floating.width : anchor.left + anchor.width + offset;
  return { placement, top, left, arrow: anchor.top + anchor.height / 2 - top };
}
