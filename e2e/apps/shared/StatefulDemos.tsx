'use client';
// The client boundary: everything here holds state or passes event handlers, so in the Next app it is a client
// component rendered inside the server page; toast() can only be called from such a module.
import { useEffect, useState } from 'react';
import { Accordion, Button, Dropdown, Modal, Navbar, Popover, Slider, Tooltip, toast } from 'bulmatic';

export function StatefulDemos() {
  const [isModalOpen, setModalOpen] = useState(false);
  // Tells the browser tests that React has hydrated (Next) or rendered (Vite) the page, so their clicks and keys
  // reach handlers.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Navbar aria-label="main navigation" data-testid="navbar">
        <Navbar.Brand>
          <Navbar.Item href="#top">Bulmatic</Navbar.Item>
          <Navbar.Burger />
        </Navbar.Brand>
        <Navbar.Menu>
          <Navbar.Start>
            <Navbar.Item href="#docs">Docs</Navbar.Item>
            <Navbar.Item href="#blog">Blog</Navbar.Item>
          </Navbar.Start>
        </Navbar.Menu>
      </Navbar>
      <section className="section" aria-labelledby="stateful-demos">
        <h2 id="stateful-demos" className="title is-4">
          Rendered with client state
        </h2>
        <div className="buttons">
          <Tooltip content="Keeps a draft on this device">
            <Button>Save</Button>
          </Tooltip>
          <Popover>
            <Popover.Trigger color="info">Filters</Popover.Trigger>
            <Popover.Content>
              <label className="label">
                Colour <input className="input" name="colour" />
              </label>
              <Popover.Close />
            </Popover.Content>
          </Popover>
          <Button color="success" onClick={() => toast('Draft saved', { duration: 1500 })}>
            Notify
          </Button>
          <Dropdown>
            <Dropdown.Trigger>Actions</Dropdown.Trigger>
            <Dropdown.Menu>
              <Dropdown.Content>
                <Dropdown.Item>Edit</Dropdown.Item>
                <Dropdown.Item>Copy</Dropdown.Item>
              </Dropdown.Content>
            </Dropdown.Menu>
          </Dropdown>
          <Button color="danger" onClick={() => setModalOpen(true)}>
            Delete file
          </Button>
        </div>
        <Modal isActive={isModalOpen} onClose={() => setModalOpen(false)}>
          <Modal.Background />
          <Modal.Card>
            <Modal.CardHead>
              <Modal.CardTitle>Delete file</Modal.CardTitle>
            </Modal.CardHead>
            <Modal.CardBody>The file goes to the bin.</Modal.CardBody>
            <Modal.CardFoot>
              <Button onClick={() => setModalOpen(false)}>Cancel</Button>
            </Modal.CardFoot>
          </Modal.Card>
        </Modal>
        <Accordion className="my-5">
          <Accordion.Item value="shipping">
            <Accordion.Header>Shipping</Accordion.Header>
            <Accordion.Panel>Ships in two days.</Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="returns">
            <Accordion.Header>Returns</Accordion.Header>
            <Accordion.Panel>Thirty days to send it back.</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Slider aria-label="Volume" showValue defaultValue={40} />
      </section>
    </>
  );
}
