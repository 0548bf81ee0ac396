import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import BulmaPreview from '@site/src/components/BulmaPreview';
import {TOUR, type TourId} from './examples';
import styles from './styles.module.css';

/** One stop of the components tour: the example running with Bulma's stylesheet, and its source. */
export default function TourExample({id}: {id: TourId}): React.JSX.Element {
  const {Example, source} = TOUR[id];
  return (
    <div className={styles.example}>
      <BulmaPreview>
        <Example />
      </BulmaPreview>
      <details className={styles.source}>
        <summary>Show the code</summary>
        <CodeBlock language="tsx">{source.trim()}</CodeBlock>
      </details>
    </div>
  );
}
