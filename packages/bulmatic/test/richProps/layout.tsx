// Sweep props for the layout category (see test/exports.tsx).
export const LAYOUT_RICH_PROPS: Record<string, Record<string, unknown>> = {};
