'use client';
import { lazyContext } from '../internal/lazyContext.js';
import type { ModalCloseReason } from './closeReasons.js';

/** What a `Modal` shares with its parts. */
export interface ModalContextValue {
  /** Asks the modal's owner to close it. */
  requestClose: (reason: ModalCloseReason) => void;
  /** Id of the element that names the dialog. */
  titleId: string;
  /** Records that a title with this id is rendered, or that it is gone (`undefined`). */
  registerTitle: (id: string | undefined) => void;
}

/** The context of the nearest `Modal`; `null` outside one. */
export const getModalContext = lazyContext<ModalContextValue | null>(null, 'ModalContext');
