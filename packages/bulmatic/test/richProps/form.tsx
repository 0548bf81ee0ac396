// Sweep props for the form category (see test/exports.tsx).
export const FORM_RICH_PROPS: Record<string, Record<string, unknown>> = {};
