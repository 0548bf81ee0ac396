/** Why a modal asks to be closed: Escape, a click on its background, or its close button. */
export const MODAL_CLOSE_REASONS = ['escape', 'background', 'close'] as const;
export type ModalCloseReason = (typeof MODAL_CLOSE_REASONS)[number];
