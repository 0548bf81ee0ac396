import type React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Section {
  title: string;
  body: string;
  to: string;
  cta: string;
}

const SECTIONS: readonly Section[] = [
  {
    title: 'Getting started',
    body: 'Install Bulmatic and Bulma, render your first component and learn how props become Bulma classes.',
    to: '/docs/guides/intro',
    cta: 'Read the guide',
  },
  {
    title: 'Components',
    body: 'The reference: every element, component, form control and layout helper with its props.',
    to: '/docs/api/elements',
    cta: 'Open the reference',
  },
  {
    title: 'Tour of the components',
    body: 'A visual walk through what the library renders, from buttons to cards, in light and dark.',
    to: '/docs/components/intro',
    cta: 'Take the tour',
  },
  {
    title: 'Tutorial',
    body: 'Add a doc, a page and a blog post to this very site, then build and deploy it. About fifteen minutes.',
    to: '/docs/tutorial-basics/overview',
    cta: 'Start the tutorial',
  },
  {
    title: 'Blog',
    body: 'Release notes and engineering write-ups: how the library is versioned, built, tested and documented.',
    to: '/blog',
    cta: 'Read the blog',
  },
];

export default function DocsHub(): React.JSX.Element {
  return (
    <div className={styles.hub}>
      <header className={styles.header}>
        <h1>Documentation</h1>
        <p>Everything about Bulmatic, the React component library for Bulma v1. Pick where to start.</p>
      </header>
      <ul className={styles.grid}>
        {SECTIONS.map((section) => (
          <li key={section.title} className={styles.card}>
            <h2>{section.title}</h2>
            <p>{section.body}</p>
            <Link to={section.to}>{section.cta}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
