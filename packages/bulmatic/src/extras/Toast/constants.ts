// Allowed values of the toast options and Toaster props, in a module without 'use client' so servers can read them.

/** Tones a toast's colour can take (`is-light`, `is-dark`), as on `Notification`. */
export const TOAST_VARIANTS = ['light', 'dark'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

/** Corners and edges of the viewport the toasts stack in (`is-top-left`, ..., `is-bottom-right`). */
export const TOASTER_PLACEMENTS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToasterPlacement = (typeof TOASTER_PLACEMENTS)[number];
