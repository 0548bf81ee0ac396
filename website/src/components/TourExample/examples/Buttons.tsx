import React from 'react';
import {Button, Buttons} from 'bulmatic';

export default function ButtonsExample() {
  return (
    <>
      <Buttons>
        <Button color="primary">Primary</Button>
        <Button color="link">Link</Button>
        <Button color="info" variant="light">
          Info light
        </Button>
        <Button color="success" isOutlined>
          Outlined
        </Button>
        <Button color="danger" isRounded>
          Rounded
        </Button>
      </Buttons>
      <Buttons>
        <Button size="small">Small</Button>
        <Button>Normal</Button>
        <Button size="medium">Medium</Button>
        <Button color="primary" isLoading>
          Loading
        </Button>
        <Button disabled>Disabled</Button>
      </Buttons>
    </>
  );
}
