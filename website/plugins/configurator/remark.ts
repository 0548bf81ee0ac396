import type { Root } from 'mdast';
import { libraryCssVariables } from '../css-variables/bulmaVariables';
import { setDataAttribute, stringAttribute, visitJsx } from '../mdx/buildTimeData';
import { libraryProps, type ComponentProps } from '../props-table/docgen';
import type { BulmaComponentVariables } from '../css-variables/bulmaVariables';
import type { ConfiguratorData } from '../../src/components/Configurator/model';

/**
 * Only what the controls use: the data is part of the page's code, and the tables below it carry the prose. The
 * variables are those of the component's first Bulma component, the element the configurator's CSS rule targets,
 * less the ones no rule of Bulma reads (a control that changes nothing would mislead).
 */
export function configuratorData(component: ComponentProps, bulma: BulmaComponentVariables[]): ConfiguratorData {
  const main = bulma[0];
  return {
    props: component.props.map(({ name, type, defaultValue, options }) => ({
      name,
      type,
      defaultValue,
      ...(options ? { options } : {}),
    })),
    selector: main?.selector ?? null,
    variables: (main?.variables ?? [])
      .filter(({ readByBulma }) => readByBulma)
      .map(({ name, value, kind }) => ({ name, value, kind })),
  };
}

/**
 * Fills in `<Configurator of="Button" />` at build time with the data its controls are made from: the component's
 * props (the props table's docgen data) and the CSS variables of the Bulma component it renders (the variables
 * table's data). An unknown component name fails the build.
 */
export default function remarkConfigurator() {
  return (tree: Root, file: { path?: string }) => {
    visitJsx(tree, 'Configurator', (element) => {
      const of = stringAttribute(element, 'of');
      if (of === undefined) throw new Error(`${file.path}: <Configurator> needs of="ComponentName"`);
      const props = libraryProps().get(of);
      if (!props) throw new Error(`${file.path}: <Configurator of="${of}"> names no component of the library`);
      setDataAttribute(element, configuratorData(props, libraryCssVariables().get(of) ?? []));
    });
  };
}
