/** The stylesheet that brings in every extras partial. */
export declare const EXTRAS_ENTRY: string;

/** Returns the extras stylesheet as CSS, with every class prefixed by `classPrefix` when one is given. */
export declare function compileExtras(options?: { classPrefix?: string; style?: 'compressed' | 'expanded' }): string;
