import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWarnings } from '../../helpers/devWarning.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { itIsConformant } from '../../../test/conformance.js';
import { renderInShadowRoot } from '../../../test/renderInShadowRoot.js';
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

// Whether the warning is printed once and only in development is devWarning's own test; here it is enough to
// see when the Modal prints it. Not through vi.mock: the library's test files share their modules (isolate: false),
// so a Modal imported by an earlier file keeps the real warnOnce. The console is watched instead, silenced, with
// the warnings already printed forgotten before each test.
beforeEach(() => {
  forgetWarnings();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.mocked(console.warn).mockRestore());

const dialog = () => screen.getByRole('dialog');
// A closed modal is no dialog, so it is found by its class.
const modalElement = () => document.querySelector<HTMLElement>('.modal')!;

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

  it('is named by its title in the server HTML of an open modal rendered in place', () => {
    const html = (title: ReactNode, props: ModalProps = {}) => {
      const page = document.createElement('div');
      page.innerHTML = renderToString(
        <Modal isActive withinPortal={false} {...props}>
          <Modal.Card>
            <Modal.CardHead>{title}</Modal.CardHead>
          </Modal.Card>
        </Modal>,
      );
      return page;
    };
    const given = html(<Modal.CardTitle id="settings-title">Settings</Modal.CardTitle>);
    expect(given.querySelector('[role="dialog"]')).toHaveAttribute('aria-labelledby', 'settings-title');
    const own = html(<Modal.CardTitle>Settings</Modal.CardTitle>);
    const ownTitle = own.querySelector('.modal-card-title')!;
    expect(ownTitle.id).not.toBe('');
    expect(own.querySelector('[role="dialog"]')).toHaveAttribute('aria-labelledby', ownTitle.id);
    const untitled = html(null, { 'aria-label': 'Settings' });
    expect(untitled.querySelector('[role="dialog"]')).not.toHaveAttribute('aria-labelledby');
    // A portal needs the document, so a modal rendered through one is left to the browser.
    expect(renderToString(<CardModal isActive />)).toBe('');
  });

  it('is hidden by Bulma until active: no is-active class', () => {
    render(<CardModal />);
    expect(modalElement()).not.toHaveClass('is-active');
  });

  it('is a dialog only while it is open', () => {
    const { rerender } = render(<CardModal aria-describedby="x" />);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(document.querySelector('[aria-modal], [aria-labelledby]')).toBeNull();
    expect(screen.getByText('Delete file')).toBeInTheDocument();
    rerender(<CardModal isActive role="alertdialog" />);
    expect(screen.getByRole('alertdialog', { name: 'Delete file' })).toHaveAttribute('aria-modal', 'true');
    rerender(<CardModal isActive={false} role="alertdialog" aria-label="Delete" />);
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(modalElement()).not.toHaveAttribute('aria-label');
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
    expect(modalElement()).not.toHaveClass('is-active');
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('returns focus to the opener and keeps Tab inside within a shadow root, as in a live preview', () => {
    function Preview({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          <CardModal isActive={open} withinPortal={false} />
        </>
      );
    }
    const { getByRole, rerender, shadowRoot } = renderInShadowRoot(<Preview open={false} />);
    const opener = getByRole('button', { name: 'Open' });
    act(() => opener.focus());
    rerender(<Preview open />);
    const close = getByRole('button', { name: 'Close' });
    act(() => close.focus());
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(shadowRoot.activeElement).toBe(getByRole('textbox', { name: 'Reason' }));
    rerender(<Preview open={false} />);
    expect(shadowRoot.activeElement).toBe(opener);
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
    modalElement().focus();
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

describe('Modal name', () => {
  const noNameWarning = expect.stringMatching(/Modal has no accessible name/);

  it('asks for a development warning when it opens without any name', () => {
    const { rerender } = render(
      <Modal>
        <Modal.Content>Picture</Modal.Content>
      </Modal>,
    );
    expect(console.warn).not.toHaveBeenCalledWith(noNameWarning);
    rerender(
      <Modal isActive>
        <Modal.Content>Picture</Modal.Content>
      </Modal>,
    );
    expect(console.warn).toHaveBeenCalledWith(noNameWarning);
  });

  it('does not warn when a title, aria-label or aria-labelledby names it', () => {
    render(
      <>
        <CardModal isActive withinPortal={false} />
        <Modal isActive withinPortal={false} aria-label="Picture" />
        <p id="outside-title">Settings</p>
        <Modal isActive withinPortal={false} aria-labelledby="outside-title" />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(console.warn).not.toHaveBeenCalledWith(noNameWarning);
  });

  it('does not warn for a title that renders through the portal once mounted', () => {
    render(<CardModal isActive />);
    expect(dialog()).toHaveAccessibleName('Delete file');
    expect(console.warn).not.toHaveBeenCalledWith(noNameWarning);
  });
});

describe('Modal and the page around it', () => {
  const html = document.documentElement;

  function Pair({ first, second }: { first: boolean; second: boolean }) {
    return (
      <>
        <button type="button">On the page</button>
        <Modal isActive={first} aria-label="First" data-testid="first">
          <button type="button">Inside the first</button>
        </Modal>
        <Modal isActive={second} aria-label="Second" data-testid="second">
          <button type="button">Inside the second</button>
        </Modal>
      </>
    );
  }

  it('clips <html> while open, with the class prefix, and restores it when the last modal closes', () => {
    const { rerender } = render(<Pair first second={false} />);
    expect(html).toHaveClass('is-clipped');
    rerender(<Pair first second />);
    rerender(<Pair first={false} second />);
    expect(html).toHaveClass('is-clipped');
    rerender(<Pair first={false} second={false} />);
    expect(html).not.toHaveClass('is-clipped');

    rerender(
      <ConfigProvider prefix="bulma-">
        <Pair first second={false} />
      </ConfigProvider>,
    );
    expect(html).toHaveClass('bulma-is-clipped');
    expect(html).not.toHaveClass('is-clipped');
  });

  it('leaves an is-clipped that the page set itself, and unclips when an open modal unmounts', () => {
    const { unmount } = render(<Pair first second={false} />);
    unmount();
    expect(html).not.toHaveClass('is-clipped');
    html.classList.add('is-clipped');
    const { rerender } = render(<Pair first second={false} />);
    rerender(<Pair first={false} second={false} />);
    expect(html).toHaveClass('is-clipped');
    html.classList.remove('is-clipped');
  });

  it('makes the rest of the page inert while open, and only the newest of nested modals reachable', () => {
    const { container, rerender } = render(<Pair first={false} second={false} />);
    const first = screen.getByTestId('first');
    const second = screen.getByTestId('second');
    expect(document.querySelector('[inert]')).toBeNull();

    rerender(<Pair first second={false} />);
    expect(container).toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
    expect(first).not.toHaveAttribute('inert');

    rerender(<Pair first second />);
    expect(first).toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');
    expect(second).not.toHaveAttribute('inert');

    rerender(<Pair first second={false} />);
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');

    rerender(<Pair first={false} second={false} />);
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('keeps the way to an in-place modal open and makes everything beside that way inert', () => {
    const { container, rerender } = render(
      <main>
        <p>Text</p>
        <section>
          <h2>Heading</h2>
          <Modal isActive withinPortal={false} aria-label="In place" />
        </section>
      </main>,
    );
    const section = container.querySelector('section')!;
    expect(screen.getByText('Heading')).toHaveAttribute('inert');
    expect(screen.getByText('Text')).toHaveAttribute('inert');
    expect(section.closest('[inert]')).toBeNull();
    expect(dialog().closest('[inert]')).toBeNull();
    rerender(
      <main>
        <p>Text</p>
        <section>
          <h2>Heading</h2>
          <Modal withinPortal={false} aria-label="In place" />
        </section>
      </main>,
    );
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('leaves an element the page made inert itself as it was', () => {
    const aside = document.createElement('aside');
    aside.setAttribute('inert', '');
    document.body.append(aside);
    const { rerender } = render(<Pair first second={false} />);
    rerender(<Pair first={false} second={false} />);
    expect(aside).toHaveAttribute('inert');
    aside.remove();
  });

  it('stays inside a portal container in a shadow root, as in the docs previews', () => {
    const host = document.createElement('div');
    const neighbour = document.createElement('nav');
    document.body.append(host, neighbour);
    const stage = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(stage);
    function Preview({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          <Modal isActive={open} aria-label="Preview">
            <button type="button">Inside</button>
          </Modal>
        </>
      );
    }
    const { container, rerender } = render(
      <ConfigProvider portalContainer={stage}>
        <Preview open />
      </ConfigProvider>,
      { container: stage.appendChild(document.createElement('div')) },
    );
    const modal = stage.querySelector('.modal')!;
    expect(modal.parentNode).toBe(stage);
    expect(container).toHaveAttribute('inert');
    expect(modal).not.toHaveAttribute('inert');
    // Nothing outside the preview: the site around it stays usable.
    expect(host).not.toHaveAttribute('inert');
    expect(neighbour).not.toHaveAttribute('inert');
    expect(document.querySelector('[inert]')).toBeNull();
    rerender(
      <ConfigProvider portalContainer={stage}>
        <Preview open={false} />
      </ConfigProvider>,
    );
    expect(container).not.toHaveAttribute('inert');
    host.remove();
    neighbour.remove();
  });
});
