import type {CSSProperties} from 'react';

/**
 * The style of a reference table's wrapper that tells styles.module.css how many rows the table has, so that the
 * size it holds until it is laid out (content-visibility) is about its real size.
 */
export const tableRows = (rows: number): CSSProperties => ({'--table-rows': rows}) as CSSProperties;
