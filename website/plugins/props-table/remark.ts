import { remarkComponentData } from '../mdx/buildTimeData';
import { libraryProps } from './docgen';

/**
 * Fills in `<PropsTable of="Button" />` at build time with the component's props, read from the library source.
 * An unknown component name fails the build.
 */
const remarkPropsTable = remarkComponentData({
  component: 'PropsTable',
  dataOf: (of) => libraryProps().get(of),
  unknown: 'names no component of the library',
});

export default remarkPropsTable;
