// The layout category's public surface; each component folder adds its export here.
export {};
