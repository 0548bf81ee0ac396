import type React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

const QUICK_START = `import 'bulma/css/bulma.min.css';
import { Button, Buttons } from 'bulmatic';

export function SaveBar() {
  return (
    <Buttons>
      <Button color="primary">Save changes</Button>
      <Button>Cancel</Button>
    </Buttons>
  );
}`;

export default function HomeHero(): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <img className={styles.logo} src="/img/logo.svg" alt="" width={72} height={72} />
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/guides/intro">
              Get started
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/docs/components/intro">
              Tour the components
            </Link>
          </div>
          <p className={styles.install}>
            <code>npm install bulmatic bulma</code>
          </p>
        </div>
        <div className={styles.sample}>
          <CodeBlock language="tsx" title="SaveBar.tsx">
            {QUICK_START}
          </CodeBlock>
        </div>
      </div>
    </header>
  );
}
