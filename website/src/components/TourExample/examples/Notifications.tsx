import React, {useState} from 'react';
import {Button, Notification} from 'bulmatic';

export default function NotificationsExample() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? (
        <Notification color="success" variant="light" onDelete={() => setOpen(false)}>
          Settings saved. Close me with the button in the corner.
        </Notification>
      ) : (
        <Button size="small" onClick={() => setOpen(true)}>
          Bring the notification back
        </Button>
      )}
      <Notification color="danger">Your session expires in five minutes.</Notification>
    </>
  );
}
