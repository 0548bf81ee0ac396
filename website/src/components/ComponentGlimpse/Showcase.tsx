import type React from 'react';
import { useState } from 'react';
import { Box, Button, Buttons, Notification, Progress, Subtitle, Tag, Tags, Title } from 'bulmatic';
import BulmaPreview from '@site/src/components/BulmaPreview';
import styles from './styles.module.css';

function ReleaseCard(): React.JSX.Element {
  const [showNotice, setShowNotice] = useState(true);
  const [published, setPublished] = useState(false);
  return (
    <Box>
      <Title size={4} as="h3">
        Release 1.4.0
      </Title>
      <Subtitle size={6} as="p">
        Staged for production
      </Subtitle>
      <Tags>
        <Tag color="info">typescript</Tag>
        <Tag color="success" variant="light">
          tests passing
        </Tag>
        <Tag color="warning" variant="light">
          2 changesets
        </Tag>
      </Tags>
      {showNotice ? (
        <Notification color="primary" variant="light" onDelete={() => setShowNotice(false)}>
          Your deploy preview is ready.
        </Notification>
      ) : (
        <Button size="small" isGhost onClick={() => setShowNotice(true)}>
          Show the notification again
        </Button>
      )}
      <Progress value={published ? 100 : 64} color={published ? 'success' : 'primary'}>
        {published ? '100%' : '64%'}
      </Progress>
      <Buttons>
        <Button color="primary" onClick={() => setPublished(true)} disabled={published}>
          {published ? 'Published' : 'Publish'}
        </Button>
        <Button color="link" variant="light">
          Preview
        </Button>
        <Button isLoading>Saving</Button>
      </Buttons>
    </Box>
  );
}

function Palette(): React.JSX.Element {
  return (
    <Box>
      <Title size={5} as="h3">
        Every colour, every variant
      </Title>
      <Buttons>
        {(['primary', 'link', 'info', 'success', 'warning', 'danger'] as const).map((color) => (
          <Button key={color} color={color} size="small">
            {color}
          </Button>
        ))}
      </Buttons>
      <Buttons>
        {(['primary', 'link', 'info', 'success', 'warning', 'danger'] as const).map((color) => (
          <Button key={color} color={color} variant="light" size="small" isRounded>
            {color}
          </Button>
        ))}
      </Buttons>
      <Progress size="small" color="info" />
    </Box>
  );
}

/** The showcase's live half: the components themselves, in a Bulma preview. */
export default function Showcase(): React.JSX.Element {
  return (
    <BulmaPreview className={styles.preview}>
      <ReleaseCard />
      <Palette />
    </BulmaPreview>
  );
}
