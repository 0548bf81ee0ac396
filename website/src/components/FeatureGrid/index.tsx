import type React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Feature {
  title: string;
  body: string;
  to: string;
  linkLabel: string;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Typed down to the class',
    body: 'Every Bulma v1 modifier is a prop with a literal union type: a misspelt colour or size is a compile error, not a silent no-op.',
    to: '/docs/guides/intro',
    linkLabel: 'How props map to classes',
  },
  {
    title: 'Made for Bulma v1',
    body: 'CSS variables, the built-in dark scheme, the smart grid and skeletons. Theme a subtree or the whole page from React.',
    to: '/docs/guides/intro',
    linkLabel: 'What v1 brings',
  },
  {
    title: 'Accessible interactions',
    body: 'Modal, Dropdown, Tabs and the navbar burger follow WAI-ARIA practice: keyboard support, focus handling and the right aria attributes.',
    to: '/docs/components/intro',
    linkLabel: 'See the components',
  },
  {
    title: 'One hook for helpers',
    body: 'Spacing, colour, typography, flexbox and visibility helpers are props on every component, turned into classes by a single hook.',
    to: '/docs/guides/intro',
    linkLabel: 'Helper props',
  },
  {
    title: 'Prefix-safe',
    body: 'Using the prefixed Bulma build? Set the prefix once in ConfigProvider and every class the library emits follows it.',
    to: '/docs/guides/intro',
    linkLabel: 'Configuration',
  },
  {
    title: 'Ready for server components',
    body: 'Static components render on the server as plain markup; the interactive ones ship with a "use client" directive for the Next.js app router.',
    to: '/docs',
    linkLabel: 'Browse the docs',
  },
];

export default function FeatureGrid(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className={styles.inner}>
        <h2 id="features-heading" className={styles.heading}>
          Why Bulmatic
        </h2>
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <h3>{feature.title}</h3>
              <p>{feature.body}</p>
              <Link to={feature.to} className={styles.more}>
                {feature.linkLabel}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
