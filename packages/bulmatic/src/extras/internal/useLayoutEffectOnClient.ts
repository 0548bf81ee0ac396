'use client';
import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, where measuring before the paint avoids a flash; `useEffect` on a server,
 * where neither runs and React 18 would warn about a layout effect.
 */
export const useLayoutEffectOnClient = typeof window === 'undefined' ? useEffect : useLayoutEffect;
