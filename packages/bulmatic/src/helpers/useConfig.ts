import * as React from 'react';
import { DEFAULT_CONFIG, type BulmaConfig } from './config.js';
import { ConfigContext } from './ConfigContext.js';

// React's server-components build has no context API. There components fall back to the
// defaults (and their own `classPrefix` prop), which keeps non-interactive components usable
// from server components.
const readContext = (React as Partial<typeof React>).useContext;

/** Returns the settings of the nearest `ConfigProvider`, or the defaults when there is none. */
export function useConfig(): BulmaConfig {
  return readContext ? readContext(ConfigContext) : DEFAULT_CONFIG;
}
