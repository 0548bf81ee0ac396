// Sweep props for the components category (see test/exports.tsx).
export const COMPONENTS_RICH_PROPS: Record<string, Record<string, unknown>> = {};
