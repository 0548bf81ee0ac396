/**
 * Every export of bulmatic rendered with Bulma's real stylesheet, for the browser check in kitchenSink.spec.ts.
 * Each export renders with the sweep's rich props (test/richProps), so every modifier meets the real CSS once;
 * a few fixtures with test ids give the spec something precise to measure.
 */
import { StrictMode, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Column, Columns, Input, Modal, Section, Theme, Title } from '../src/index.js';
import { exportedComponents, needsTable, RICH_PROPS } from '../test/exports.js';

function ModalFixture() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button data-testid="open-modal" color="link" onClick={() => setOpen(true)}>
        Open the modal
      </Button>
      <Modal isActive={open} onClose={() => setOpen(false)} aria-label="Example" data-testid="modal">
        <Modal.Background data-testid="modal-background" />
        <Modal.Content>
          <div className="box">A modal rendered by bulmatic.</div>
        </Modal.Content>
        <Modal.Close />
      </Modal>
    </>
  );
}

function Fixtures() {
  return (
    <Section>
      <Title size={3}>Fixtures</Title>
      <Button data-testid="primary-button" color="primary">
        Primary
      </Button>
      <Columns data-testid="columns">
        <Column data-testid="half-column" size="half">
          half
        </Column>
        <Column>rest</Column>
      </Columns>
      <ModalFixture />
      <Theme colors={{ primary: '#ff0000' }} radii={{ normal: '0px' }} data-testid="themed">
        <Button data-testid="themed-button" color="primary">
          Themed
        </Button>
        <Button data-testid="themed-disabled-button" color="primary" disabled>
          Themed, disabled
        </Button>
        <Input data-testid="themed-input" />
      </Theme>
    </Section>
  );
}

// Modal and its parts cover whatever contains them (that is their job): the Modal fixture above shows them. The
// open Popover and Tooltip of the sweep's props are overlays too, listening for Escape on the whole page, which the
// Modal test presses for its own dialog; their own tests and the apps' tests (e2e/apps) show them.
// ConfigProvider and Theme render no Bulma markup of their own.
const skipped = (name: string) =>
  name.startsWith('Modal') ||
  name.startsWith('Popover') ||
  name === 'Tooltip' ||
  name === 'ConfigProvider' ||
  name === 'Theme';

/** Table parts only render inside a table, as the sweep does. */
function inTableIfNeeded(name: string, node: ReactNode): ReactNode {
  const table = needsTable(name);
  if (!table) return node;
  return (
    <table className="table">
      <tbody>{table === 'cell' ? <tr>{node}</tr> : node}</tbody>
    </table>
  );
}

const SLOT_STYLE = { transform: 'translateZ(0)', overflow: 'hidden', minHeight: '4rem', marginBottom: '1rem' };

function EveryExport() {
  return (
    <Section>
      <Title size={3}>Every export</Title>
      {exportedComponents()
        .filter(([name]) => !skipped(name))
        .map(([name, Component]: [string, ComponentType<Record<string, unknown>>]) => (
          // Each slot is the containing block of its fixed and absolute descendants (a fixed navbar, a hero video)
          // and clips them, so every export stays in its own slot instead of covering the others.
          <div key={name} data-export={name} style={SLOT_STYLE}>
            <p style={{ fontFamily: 'monospace', fontSize: 12 }}>{name}</p>
            {inTableIfNeeded(name, <Component {...(RICH_PROPS[name] ?? { children: name })} />)}
          </div>
        ))}
    </Section>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Fixtures />
    <EveryExport />
  </StrictMode>,
);
