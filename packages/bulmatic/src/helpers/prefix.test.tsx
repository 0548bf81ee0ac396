import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from './ConfigProvider.js';
import { prefixClasses, useClassPrefix, usePrefixedClass } from './prefix.js';
import { useConfig } from './useConfig.js';

const withPrefix =
  (prefix: string) =>
  ({ children }: { children: ReactNode }) => <ConfigProvider prefix={prefix}>{children}</ConfigProvider>;

describe('prefixClasses', () => {
  it('prefixes every class', () => {
    expect(prefixClasses('bulma-', 'button', { 'is-primary': true, 'is-large': false }, ['m-2'])).toBe(
      'bulma-button bulma-is-primary bulma-m-2',
    );
  });

  it('returns the classes unchanged without a prefix, and nothing for nothing', () => {
    expect(prefixClasses('', 'button is-small')).toBe('button is-small');
    expect(prefixClasses('bulma-', false, null)).toBe('');
  });
});

describe('useClassPrefix', () => {
  it('is empty without provider or prop', () => {
    expect(renderHook(() => useClassPrefix()).result.current).toBe('');
  });

  it('reads the ConfigProvider prefix', () => {
    expect(renderHook(() => useClassPrefix(), { wrapper: withPrefix('bulma-') }).result.current).toBe('bulma-');
  });

  it('prefers the prop, even an empty one, over the provider', () => {
    expect(renderHook(() => useClassPrefix('x-'), { wrapper: withPrefix('bulma-') }).result.current).toBe('x-');
    expect(renderHook(() => useClassPrefix(''), { wrapper: withPrefix('bulma-') }).result.current).toBe('');
  });
});

describe('usePrefixedClass', () => {
  it('returns a joining function bound to the resolved prefix', () => {
    const { result } = renderHook(() => usePrefixedClass(), { wrapper: withPrefix('b-') });
    expect(result.current('tag', { 'is-light': true })).toBe('b-tag b-is-light');
  });
});

describe('ConfigProvider and useConfig', () => {
  it('has defaults without a provider', () => {
    expect(renderHook(() => useConfig()).result.current).toEqual({
      prefix: '',
      iconLibrary: 'fontawesome',
      iconVariant: undefined,
    });
  });

  it('inherits what an inner provider leaves out', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConfigProvider prefix="bulma-" iconLibrary="mdi">
        <ConfigProvider iconVariant="far">{children}</ConfigProvider>
      </ConfigProvider>
    );
    expect(renderHook(() => useConfig(), { wrapper }).result.current).toEqual({
      prefix: 'bulma-',
      iconLibrary: 'mdi',
      iconVariant: 'far',
    });
  });

  it('lets an inner provider override and renders its children', () => {
    const Probe = () => <span>{useConfig().prefix || 'none'}</span>;
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <ConfigProvider prefix="">
          <Probe />
        </ConfigProvider>
      </ConfigProvider>,
    );
    expect(container).toHaveTextContent('none');
    expect(ConfigProvider.displayName).toBe('ConfigProvider');
  });
});
