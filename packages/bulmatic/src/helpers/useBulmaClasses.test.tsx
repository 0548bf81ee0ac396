import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from './ConfigProvider.js';
import { BULMA_HELPER_PROPS, getHelperClasses, splitHelperProps, useBulmaClasses } from './useBulmaClasses.js';

describe('getHelperClasses', () => {
  it('is empty without helper props', () => {
    expect(getHelperClasses({})).toEqual([]);
  });

  it('colours text and background, with tones, shades, greys and keywords', () => {
    expect(getHelperClasses({ textColor: 'primary', backgroundColor: 'link-light' })).toEqual([
      'has-text-primary',
      'has-background-link-light',
    ]);
    expect(getHelperClasses({ textColor: 'danger-40', backgroundColor: 'info-90-invert' })).toEqual([
      'has-text-danger-40',
      'has-background-info-90-invert',
    ]);
    expect(getHelperClasses({ textColor: 'grey-light', backgroundColor: 'inherit' })).toEqual([
      'has-text-grey-light',
      'has-background-inherit',
    ]);
  });

  it('spaces every side, axis and value including 0 and auto', () => {
    expect(
      getHelperClasses({
        m: 0,
        mt: 1,
        mr: 2,
        mb: 3,
        ml: 4,
        mx: 'auto',
        my: 5,
        p: 6,
        pt: 0,
        pr: 1,
        pb: 2,
        pl: 3,
        px: 4,
        py: 'auto',
      }),
    ).toEqual([
      'm-0',
      'mt-1',
      'mr-2',
      'mb-3',
      'ml-4',
      'mx-auto',
      'my-5',
      'p-6',
      'pt-0',
      'pr-1',
      'pb-2',
      'pl-3',
      'px-4',
      'py-auto',
    ]);
  });

  it('sizes text everywhere or per breakpoint', () => {
    expect(getHelperClasses({ textSize: 3 })).toEqual(['is-size-3']);
    expect(getHelperClasses({ textSize: { base: 2, mobile: 5, fullhd: 1 } })).toEqual([
      'is-size-2',
      'is-size-5-mobile',
      'is-size-1-fullhd',
    ]);
  });

  it('aligns text everywhere or per breakpoint, including -only ranges', () => {
    expect(getHelperClasses({ textAlign: 'centered' })).toEqual(['has-text-centered']);
    expect(getHelperClasses({ textAlign: { tablet: 'left', 'desktop-only': 'right' } })).toEqual([
      'has-text-left-tablet',
      'has-text-right-desktop-only',
    ]);
  });

  it('sets weight, transform, style, decoration and family', () => {
    expect(
      getHelperClasses({
        textWeight: 'semibold',
        textTransform: 'uppercase',
        isItalic: true,
        isUnderlined: true,
        fontFamily: 'monospace',
      }),
    ).toEqual(['has-text-weight-semibold', 'is-uppercase', 'is-italic', 'is-underlined', 'is-family-monospace']);
  });

  it('sets display and visibility per breakpoint', () => {
    expect(getHelperClasses({ display: 'flex' })).toEqual(['is-flex']);
    expect(getHelperClasses({ display: { mobile: 'block', tablet: 'inline-flex' } })).toEqual([
      'is-block-mobile',
      'is-inline-flex-tablet',
    ]);
    expect(getHelperClasses({ isHidden: true, isInvisible: true, isSrOnly: true })).toEqual([
      'is-hidden',
      'is-invisible',
      'is-sr-only',
    ]);
    expect(
      getHelperClasses({ isHidden: { mobile: true, desktop: false }, isInvisible: { 'widescreen-only': true } }),
    ).toEqual(['is-hidden-mobile', 'is-invisible-widescreen-only']);
    expect(getHelperClasses({ isHidden: false, isInvisible: { base: false } })).toEqual([]);
  });

  it('sets every flexbox helper', () => {
    expect(
      getHelperClasses({
        flexDirection: 'column',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignContent: 'center',
        alignItems: 'baseline',
        alignSelf: 'flex-end',
        flexGrow: 1,
        flexShrink: 0,
        gap: 2,
        columnGap: 0.5,
        rowGap: 8,
      }),
    ).toEqual([
      'is-flex-direction-column',
      'is-flex-wrap-wrap',
      'is-justify-content-space-between',
      'is-align-content-center',
      'is-align-items-baseline',
      'is-align-self-flex-end',
      'is-flex-grow-1',
      'is-flex-shrink-0',
      'is-gap-2',
      'is-column-gap-0.5',
      'is-row-gap-8',
    ]);
  });

  it('floats, clears, clips, overflows and positions', () => {
    expect(
      getHelperClasses({
        float: 'right',
        clear: 'both',
        isClearfix: true,
        isClipped: true,
        overflow: 'auto',
        overflowX: 'scroll',
        overflowY: 'hidden',
        position: 'sticky',
        isOverlay: true,
      }),
    ).toEqual([
      'is-float-right',
      'is-clear-both',
      'is-clearfix',
      'is-clipped',
      'is-overflow-auto',
      'is-overflow-x-scroll',
      'is-overflow-y-hidden',
      'is-position-sticky',
      'is-overlay',
    ]);
  });

  it('sets radius, shadow, selection, cursor, ratio and skeleton helpers', () => {
    expect(
      getHelperClasses({
        radius: 'rounded',
        isRadiusless: true,
        isShadowless: true,
        isUnselectable: true,
        isClickable: true,
        aspectRatio: '16by9',
        isSkeleton: true,
        hasSkeleton: true,
      }),
    ).toEqual([
      'has-radius-rounded',
      'is-radiusless',
      'is-shadowless',
      'is-unselectable',
      'is-clickable',
      'is-aspect-ratio-16by9',
      'is-skeleton',
      'has-skeleton',
    ]);
  });

  it('ignores false booleans', () => {
    expect(getHelperClasses({ isClipped: false, isSkeleton: false })).toEqual([]);
  });
});

describe('splitHelperProps', () => {
  it('separates helper props from the rest', () => {
    const [helpers, rest] = splitHelperProps({ m: 1, isClipped: true, id: 'a', onClick: undefined });
    expect(helpers).toEqual({ m: 1, isClipped: true });
    expect(rest).toEqual({ id: 'a', onClick: undefined });
  });

  it('knows every helper prop name once', () => {
    expect(new Set(BULMA_HELPER_PROPS).size).toBe(BULMA_HELPER_PROPS.length);
  });
});

describe('useBulmaClasses', () => {
  const withPrefix = ({ children }: { children: ReactNode }) => (
    <ConfigProvider prefix="bulma-">{children}</ConfigProvider>
  );

  it('returns helper classes, a class builder and the rest of the props', () => {
    const { result } = renderHook(() => useBulmaClasses({ textColor: 'info', mt: 2, 'aria-label': 'x' }));
    expect(result.current.helperClassName).toBe('has-text-info mt-2');
    expect(result.current.bulma('box', { 'is-x': true })).toBe('box is-x');
    expect(result.current.prefix).toBe('');
    expect(result.current.rest).toEqual({ 'aria-label': 'x' });
  });

  it('prefixes helper and component classes under a ConfigProvider', () => {
    const { result } = renderHook(() => useBulmaClasses({ isHidden: { mobile: true } }), { wrapper: withPrefix });
    expect(result.current.helperClassName).toBe('bulma-is-hidden-mobile');
    expect(result.current.bulma('tag')).toBe('bulma-tag');
    expect(result.current.prefix).toBe('bulma-');
  });

  it('lets classPrefix override the provider and keeps it out of rest', () => {
    const { result } = renderHook(() => useBulmaClasses({ classPrefix: 'x-', p: 1, id: 'y' }), { wrapper: withPrefix });
    expect(result.current.helperClassName).toBe('x-p-1');
    expect(result.current.rest).toEqual({ id: 'y' });
  });

  it('returns an empty helper class string without helper props', () => {
    const { result } = renderHook(() => useBulmaClasses({}));
    expect(result.current.helperClassName).toBe('');
  });
});
