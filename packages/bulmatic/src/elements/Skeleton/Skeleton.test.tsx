import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Skeleton } from './Skeleton.js';
import { SkeletonLines } from './SkeletonLines.js';

describe('Skeleton', () => {
  itIsConformant(Skeleton, { name: 'Skeleton', bulmaClass: 'skeleton-block', element: 'div' });
  itIsConformant(SkeletonLines, { name: 'SkeletonLines', bulmaClass: 'skeleton-lines', element: 'div' });

  it('exposes the lines as a static member', () => {
    expect(Skeleton.Lines).toBe(SkeletonLines);
  });

  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws five lines by default, or the number asked for', () => {
    const { container, rerender } = render(<Skeleton.Lines />);
    expect(container.firstElementChild!.children).toHaveLength(5);
    rerender(<Skeleton.Lines lines={2} />);
    expect(container.firstElementChild!.children).toHaveLength(2);
    rerender(<Skeleton.Lines lines={-1} />);
    expect(container.firstElementChild!.children).toHaveLength(0);
  });
});
