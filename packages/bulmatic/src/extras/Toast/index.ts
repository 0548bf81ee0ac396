export { TOAST_VARIANTS, TOASTER_PLACEMENTS, type ToastVariant, type ToasterPlacement } from './constants.js';
export { Toast, type ToastProps } from './Toast.js';
export { Toaster, type ToasterProps } from './Toaster.js';
export { toast, type ToastOptions, type ToastRecord } from './toastStore.js';
