import type React from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import FeatureGrid from '@site/src/components/FeatureGrid';
import ComponentGlimpse from '@site/src/components/ComponentGlimpse';

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title="React components for Bulma v1"
      description="Bulmatic is a typed, accessible React component library for the Bulma v1 CSS framework."
    >
      <HomeHero />
      <main>
        <FeatureGrid />
        <ComponentGlimpse />
      </main>
    </Layout>
  );
}
