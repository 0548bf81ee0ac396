import { render } from '@testing-library/react';
import { createRef, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../src/helpers/ConfigProvider.js';

/** How `itIsConformant` renders and inspects a component. */
export interface ConformanceOptions {
  /** Expected `displayName`. */
  name: string;
  /** A Bulma class the root must carry with `props` (usually the component's base class, e.g. "button"). */
  bulmaClass: string;
  /** Tag name of the root element by default, lower case. */
  element: string;
  /** Props the component needs to render its root class. */
  props?: Record<string, unknown>;
  /** Constructor the forwarded ref must be an instance of. @default HTMLElement */
  refType?: abstract new () => Element;
  /** Another tag to render through `as`, or `false` when the component has no `as` prop. @default "section" */
  as?: string | false;
  /** Markup needed around the component (table rows need a table). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** Selector for the root inside the render container. @default the container's first element */
  rootSelector?: string;
}

// Any component shape (forwardRef objects, functions, components with static members).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any> & { displayName?: string };

/**
 * The shared contract every Bulmatic component is tested against: display name, ref forwarding, className
 * merging, unknown props passed through, `as`, helper props through useBulmaClasses, and the class prefix
 * (prop over ConfigProvider over none).
 */
export function itIsConformant(Component: AnyComponent, options: ConformanceOptions): void {
  const {
    name,
    bulmaClass,
    element,
    props = {},
    refType = HTMLElement,
    as = 'section',
    wrapper,
    rootSelector,
  } = options;

  const renderRoot = (node: ReactNode) => {
    const { container } = render(<>{node}</>, wrapper ? { wrapper } : undefined);
    const root = rootSelector ? container.querySelector(rootSelector) : container.firstElementChild;
    if (!root) throw new Error(`${name}: nothing rendered`);
    return root as HTMLElement;
  };

  describe(`${name} conformance`, () => {
    it('has a displayName', () => {
      expect(Component.displayName).toBe(name);
    });

    it(`renders a <${element}> with the "${bulmaClass}" class`, () => {
      const root = renderRoot(<Component {...props} />);
      expect(root.tagName.toLowerCase()).toBe(element);
      expect(root).toHaveClass(bulmaClass);
    });

    it('forwards its ref to the root element', () => {
      const ref = createRef<Element>();
      const root = renderRoot(<Component {...props} ref={ref} />);
      expect(ref.current).toBeInstanceOf(refType);
      expect(ref.current).toBe(root);
    });

    it('merges className with its own classes', () => {
      const root = renderRoot(<Component {...props} className="custom-one custom-two" />);
      expect(root).toHaveClass(bulmaClass, 'custom-one', 'custom-two');
    });

    it('passes unknown props to the root element', () => {
      const root = renderRoot(<Component {...props} id="conformance-id" data-extra="yes" title="hint" />);
      expect(root).toHaveAttribute('id', 'conformance-id');
      expect(root).toHaveAttribute('data-extra', 'yes');
      expect(root).toHaveAttribute('title', 'hint');
    });

    if (as) {
      it(`renders another element through "as" (<${as}>)`, () => {
        const root = renderRoot(<Component {...props} as={as} />);
        expect(root.tagName.toLowerCase()).toBe(as);
        expect(root).toHaveClass(bulmaClass);
      });
    }

    it('turns helper props into helper classes without leaking them to the DOM', () => {
      const root = renderRoot(
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
      for (const attribute of ['textcolor', 'm', 'px', 'textsize', 'ishidden']) {
        expect(root.hasAttribute(attribute)).toBe(false);
      }
    });

    it('prefixes its Bulma classes with the ConfigProvider prefix, and leaves className alone', () => {
      const root = renderRoot(
        <ConfigProvider prefix="bulma-">
          <Component {...props} className="mine" mb={3} />
        </ConfigProvider>,
      );
      expect(root).toHaveClass(`bulma-${bulmaClass}`, 'bulma-mb-3', 'mine');
      expect(root).not.toHaveClass(bulmaClass);
      expect(root).not.toHaveClass('mb-3');
    });

    it('lets the classPrefix prop win over the ConfigProvider prefix', () => {
      const root = renderRoot(
        <ConfigProvider prefix="bulma-">
          <Component {...props} classPrefix="x-" />
        </ConfigProvider>,
      );
      expect(root).toHaveClass(`x-${bulmaClass}`);
      expect(root).not.toHaveClass(`bulma-${bulmaClass}`);
      expect(root.hasAttribute('classprefix')).toBe(false);
    });
  });
}
