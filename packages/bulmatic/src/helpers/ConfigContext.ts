'use client';
import { createContext } from 'react';
import { DEFAULT_CONFIG, type BulmaConfig } from './config.js';

/** Holds the nearest `ConfigProvider`'s settings; read it through `useConfig`. */
export const ConfigContext = createContext<BulmaConfig>(DEFAULT_CONFIG);
ConfigContext.displayName = 'BulmaConfigContext';
