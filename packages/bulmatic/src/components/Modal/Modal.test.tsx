import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { itIsConformant } from '../../../test/conformance.js';
import { Modal, type ModalProps } from './Modal.js';
import { ModalBackground } from './ModalBackground.js';
import { ModalCard } from './ModalCard.js';
import { ModalCardBody } from './ModalCardBody.js';
import { ModalCardFoot } from './ModalCardFoot.js';
import { ModalCardHead } from './ModalCardHead.js';
import { ModalCardTitle } from './ModalCardTitle.js';
import { ModalClose } from './ModalClose.js';
import { ModalContent } from './ModalContent.js';

function CardModal(props: ModalProps & { children?: ReactNode }) {
  return (
    <Modal {...props}>
      <Modal.Background />
      <Modal.Card>
        <Modal.CardHead>
          <Modal.CardTitle>Delete file</Modal.CardTitle>
        </Modal.CardHead>
        <Modal.CardBody>
          <input aria-label="Reason" />
        </Modal.CardBody>
        <Modal.CardFoot>
          <button type="button">Confirm</button>
        </Modal.CardFoot>
      </Modal.Card>
      <Modal.Close />
    </Modal>
  );
}

function Page({ onClose }: { onClose?: ModalProps['onClose'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <CardModal
        isActive={open}
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog');

describe('Modal', () => {
  itIsConformant(Modal, { name: 'Modal', bulmaClass: 'modal', element: 'div', props: { withinPortal: false } });
  itIsConformant(ModalBackground, { name: 'ModalBackground', bulmaClass: 'modal-background', element: 'div' });
  itIsConformant(ModalContent, { name: 'ModalContent', bulmaClass: 'modal-content', element: 'div' });
  itIsConformant(ModalClose, {
    name: 'ModalClose',
    bulmaClass: 'modal-close',
    element: 'button',
    refType: HTMLButtonElement,
    as: 'a',
  });
  itIsConformant(ModalCard, { name: 'ModalCard', bulmaClass: 'modal-card', element: 'div' });
  itIsConformant(ModalCardHead, { name: 'ModalCardHead', bulmaClass: 'modal-card-head', element: 'header' });
  itIsConformant(ModalCardTitle, { name: 'ModalCardTitle', bulmaClass: 'modal-card-title', element: 'p' });
  itIsConformant(ModalCardBody, { name: 'ModalCardBody', bulmaClass: 'modal-card-body', element: 'section' });
  itIsConformant(ModalCardFoot, { name: 'ModalCardFoot', bulmaClass: 'modal-card-foot', element: 'footer' });

  it('exposes its sub-parts as static members', () => {
    expect(Modal.Background).toBe(ModalBackground);
    expect(Modal.Content).toBe(ModalContent);
    expect(Modal.Close).toBe(ModalClose);
    expect(Modal.Card).toBe(ModalCard);
    expect(Modal.CardHead).toBe(ModalCardHead);
    expect(Modal.CardTitle).toBe(ModalCardTitle);
    expect(Modal.CardBody).toBe(ModalCardBody);
    expect(Modal.CardFoot).toBe(ModalCardFoot);
  });

  it('renders through a portal into document.body by default', () => {
    const { container } = render(<CardModal isActive />);
    expect(container).toBeEmptyDOMElement();
    expect(dialog().parentElement).toBe(document.body);
  });

  it('renders into the container it is given, or in place', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const { rerender, container } = render(<CardModal isActive container={host} />);
    expect(dialog().parentElement).toBe(host);
    rerender(<CardModal isActive withinPortal={false} />);
    expect(dialog().parentElement).toBe(container);
    host.remove();
  });

  it('renders into the ConfigProvider portal container unless it is given its own', () => {
    const configured = document.createElement('div');
    const own = document.createElement('div');
    document.body.append(configured, own);
    const { rerender } = render(
      <ConfigProvider portalContainer={configured}>
        <CardModal isActive />
      </ConfigProvider>,
    );
    expect(dialog().parentElement).toBe(configured);
    rerender(
      <ConfigProvider portalContainer={configured}>
        <CardModal isActive container={own} />
      </ConfigProvider>,
    );
    expect(dialog().parentElement).toBe(own);
    configured.remove();
    own.remove();
  });

  it('is a modal dialog named by its card title', () => {
    render(<CardModal isActive />);
    const title = screen.getByText('Delete file');
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAttribute('aria-labelledby', title.id);
    expect(screen.getByRole('dialog', { name: 'Delete file' })).toHaveClass('modal', 'is-active');
  });

  it('keeps an id given to the title, and has no aria-labelledby without a title', () => {
    const { rerender } = render(
      <Modal isActive>
        <Modal.CardTitle id="my-title">Named</Modal.CardTitle>
      </Modal>,
    );
    expect(dialog()).toHaveAttribute('aria-labelledby', 'my-title');
    rerender(
      <Modal isActive aria-label="Picture">
        <Modal.Content>Image</Modal.Content>
      </Modal>,
    );
    expect(dialog()).not.toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('dialog', { name: 'Picture' })).toBeInTheDocument();
  });

  it('is hidden by Bulma until active: no is-active class', () => {
    render(<CardModal />);
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveClass('is-active');
  });

  it('moves focus in when it opens and back to the opener when it closes', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(dialog()).toHaveClass('is-active');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveClass('is-active');
    expect(opener).toHaveFocus();
  });

  it('focuses the element marked data-autofocus first, or the dialog itself when nothing inside is tabbable', () => {
    const { rerender } = render(
      <Modal isActive>
        <button type="button">First</button>
        <button type="button" data-autofocus>
          Preferred
        </button>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Preferred' })).toHaveFocus();
    rerender(<Modal isActive={false} />);
    rerender(
      <Modal isActive>
        <p>Only text</p>
      </Modal>,
    );
    expect(dialog()).toHaveFocus();
  });

  it('keeps focus inside while open: Tab and Shift+Tab wrap around', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <CardModal isActive />
      </>,
    );
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(reason).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(reason).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    dialog().focus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('keeps focus on the dialog when nothing inside is tabbable', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <Modal isActive>
          <p>Text</p>
        </Modal>
      </>,
    );
    expect(dialog()).toHaveFocus();
    await userEvent.tab();
    expect(dialog()).toHaveFocus();
  });

  it('asks to close on a background click and on its close button', async () => {
    const onClose = vi.fn();
    render(<CardModal isActive onClose={onClose} />);
    await userEvent.click(document.querySelector('.modal-background')!);
    expect(onClose).toHaveBeenLastCalledWith('background');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveClass('modal-close', 'is-large');
    expect(close).toHaveAttribute('type', 'button');
    await userEvent.click(close);
    expect(onClose).toHaveBeenLastCalledWith('close');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape while closed, and lets handlers prevent closing', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<CardModal onClose={onClose} withinPortal={false} />);
    screen.getByRole('dialog', { hidden: true }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    rerender(<CardModal isActive onClose={onClose} onKeyDown={(event) => event.preventDefault()} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets click handlers on the background and close button prevent closing', async () => {
    const onClose = vi.fn();
    render(
      <Modal isActive onClose={onClose}>
        <Modal.Background onClick={(event) => event.preventDefault()} />
        <Modal.Close size="small" aria-label="Dismiss" onClick={(event) => event.preventDefault()} />
      </Modal>,
    );
    await userEvent.click(document.querySelector('.modal-background')!);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveClass('is-small');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a labelled delete button in the card head with onDelete', async () => {
    const onDelete = vi.fn();
    render(
      <ConfigProvider prefix="bulma-">
        <ModalCardHead onDelete={onDelete} deleteLabel="Cancel">
          <ModalCardTitle>Title</ModalCardTitle>
        </ModalCardHead>
      </ConfigProvider>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).toHaveClass('bulma-delete');
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('renders its parts without a Modal around them', async () => {
    render(
      <>
        <ModalBackground />
        <ModalClose />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
