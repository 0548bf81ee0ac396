import { render } from '@testing-library/react';
import { createRef, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../src/helpers/ConfigProvider.js';

/** How `itIsConformantControl` renders and inspects a component that wraps a native form control. */
export interface ControlConformanceOptions {
  /** Expected `displayName`. */
  name: string;
  /** The Bulma class of the wrapper root (e.g. "checkbox", "select", "file"). */
  bulmaClass: string;
  /** Tag name of the wrapper root, lower case. */
  element: string;
  /** Selector, inside the root, of the native control that receives the ref and unknown props. */
  controlSelector: string;
  /** Constructor the forwarded ref must be an instance of. */
  refType: abstract new () => Element;
  /** Props the component needs to render. */
  props?: Record<string, unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any> & { displayName?: string };

/**
 * The shared contract of components whose Bulma root wraps a native form control (Checkbox, Radio, Select,
 * File): the same as `itIsConformant`, except that the ref and unknown props go to the native control
 * (so form libraries and labels reach it), while `className`, `style`, helper props and the prefix apply to
 * the Bulma root. These components have no `as` prop.
 */
export function itIsConformantControl(Component: AnyComponent, options: ControlConformanceOptions): void {
  const { name, bulmaClass, element, controlSelector, refType, props = {} } = options;

  const renderParts = (node: ReactNode) => {
    const { container } = render(<>{node}</>);
    const root = container.firstElementChild as HTMLElement | null;
    const control = root?.querySelector<HTMLElement>(controlSelector);
    if (!root || !control) throw new Error(`${name}: root or control not rendered`);
    return { root, control };
  };

  describe(`${name} conformance (wrapped control)`, () => {
    it('has a displayName', () => {
      expect(Component.displayName).toBe(name);
    });

    it(`renders a <${element}> with the "${bulmaClass}" class around the native control`, () => {
      const { root } = renderParts(<Component {...props} />);
      expect(root.tagName.toLowerCase()).toBe(element);
      expect(root).toHaveClass(bulmaClass);
    });

    it('forwards its ref to the native control', () => {
      const ref = createRef<Element>();
      const { control } = renderParts(<Component {...props} ref={ref} />);
      expect(ref.current).toBeInstanceOf(refType);
      expect(ref.current).toBe(control);
    });

    it('merges className and style into the root', () => {
      const { root, control } = renderParts(
        <Component {...props} className="custom-one custom-two" style={{ maxWidth: '10em' }} />,
      );
      expect(root).toHaveClass(bulmaClass, 'custom-one', 'custom-two');
      expect(root).toHaveStyle({ maxWidth: '10em' });
      expect(control).not.toHaveClass('custom-one');
      expect(control).not.toHaveAttribute('style');
    });

    it('passes unknown props to the native control', () => {
      const { root, control } = renderParts(
        <Component {...props} id="conformance-id" data-extra="yes" title="hint" name="field-name" />,
      );
      expect(control).toHaveAttribute('id', 'conformance-id');
      expect(control).toHaveAttribute('data-extra', 'yes');
      expect(control).toHaveAttribute('title', 'hint');
      expect(control).toHaveAttribute('name', 'field-name');
      expect(root).not.toHaveAttribute('id');
      expect(root).not.toHaveAttribute('data-extra');
    });

    it('turns helper props into helper classes on the root without leaking them to the DOM', () => {
      const { root, control } = renderParts(
        <Component
          {...props}
          textColor="primary-40"
          m={2}
          px="auto"
          textSize={{ base: 4, mobile: 6 }}
          isHidden={{ touch: true }}
        />,
      );
      expect(root).toHaveClass(
        'has-text-primary-40',
        'm-2',
        'px-auto',
        'is-size-4',
        'is-size-6-mobile',
        'is-hidden-touch',
      );
      for (const element of [root, control]) {
        for (const attribute of ['textcolor', 'm', 'px', 'textsize', 'ishidden']) {
          expect(element.hasAttribute(attribute)).toBe(false);
        }
      }
    });

    it('prefixes its Bulma classes with the ConfigProvider prefix, and leaves className alone', () => {
      const { root } = renderParts(
        <ConfigProvider prefix="bulma-">
          <Component {...props} className="mine" mb={3} />
        </ConfigProvider>,
      );
      expect(root).toHaveClass(`bulma-${bulmaClass}`, 'bulma-mb-3', 'mine');
      expect(root).not.toHaveClass(bulmaClass);
      expect(root).not.toHaveClass('mb-3');
    });

    it('lets the classPrefix prop win over the ConfigProvider prefix', () => {
      const { root, control } = renderParts(
        <ConfigProvider prefix="bulma-">
          <Component {...props} classPrefix="x-" />
        </ConfigProvider>,
      );
      expect(root).toHaveClass(`x-${bulmaClass}`);
      expect(root).not.toHaveClass(`bulma-${bulmaClass}`);
      expect(root.hasAttribute('classprefix')).toBe(false);
      expect(control.hasAttribute('classprefix')).toBe(false);
    });
  });
}
