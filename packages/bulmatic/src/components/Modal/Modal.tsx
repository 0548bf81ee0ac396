import { withParts } from '../../helpers/withParts.js';
import { ModalBackground } from './ModalBackground.js';
import { ModalCard } from './ModalCard.js';
import { ModalCardBody } from './ModalCardBody.js';
import { ModalCardFoot } from './ModalCardFoot.js';
import { ModalCardHead } from './ModalCardHead.js';
import { ModalCardTitle } from './ModalCardTitle.js';
import { ModalClose } from './ModalClose.js';
import { ModalContent } from './ModalContent.js';
import { ModalRoot } from './ModalRoot.js';

export type { ModalProps } from './ModalRoot.js';

/**
 * A dialog over the page (`modal`), rendered through a portal into `document.body`. It follows the WAI-ARIA
 * dialog pattern: while open it is a `role="dialog"` with `aria-modal`, named by its `Modal.CardTitle` (or
 * `aria-label` / `aria-labelledby`, required without a title); focus moves in when it opens, stays inside
 * while it is open and returns when it closes; the page around it is `inert` and does not scroll (`is-clipped`
 * on `<html>`) until the last open modal closes; Escape and a click on the background call `onClose`.
 */
export const Modal = withParts(ModalRoot, {
  /** The dimmed backdrop (`modal-background`); the same component as `ModalBackground`. */
  Background: ModalBackground,
  /** A box for any content (`modal-content`); the same component as `ModalContent`. */
  Content: ModalContent,
  /** The close button in the corner (`modal-close`); the same component as `ModalClose`. */
  Close: ModalClose,
  /** A card with head, body and foot (`modal-card`); the same component as `ModalCard`. */
  Card: ModalCard,
  /** The card's head (`modal-card-head`); the same component as `ModalCardHead`. */
  CardHead: ModalCardHead,
  /** The card's title, which names the dialog (`modal-card-title`); the same component as `ModalCardTitle`. */
  CardTitle: ModalCardTitle,
  /** The card's body (`modal-card-body`); the same component as `ModalCardBody`. */
  CardBody: ModalCardBody,
  /** The card's foot (`modal-card-foot`); the same component as `ModalCardFoot`. */
  CardFoot: ModalCardFoot,
});
