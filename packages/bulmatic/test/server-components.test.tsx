// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reactServerBuild } from './reactServer.js';

// Simulates how a React Server Components bundler loads the library (see reactServer.ts), with the modules that
// hold the configuration replaced by opaque client references that throw when server code reads through them.
const clientReference = (name: string) =>
  new Proxy(function reference() {}, {
    get(_, key) {
      throw new Error(`Cannot read ${String(key)} of client reference ${name} on the server`);
    },
  });

type Library = typeof import('../src/index.js');
let lib: Library;
let renderToStaticMarkup: (element: unknown) => string;

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('react', () => reactServerBuild());
  vi.doMock('../src/helpers/ConfigContext.js', () => ({ ConfigContext: clientReference('ConfigContext') }));
  vi.doMock('../src/helpers/ConfigProvider.js', () => ({ ConfigProvider: clientReference('ConfigProvider') }));
  vi.doMock('../src/helpers/Theme.js', () => ({ Theme: clientReference('Theme') }));
  lib = await import('../src/index.js');
  renderToStaticMarkup = (await import('react-dom/server')).renderToStaticMarkup as typeof renderToStaticMarkup;
});

afterAll(() => {
  vi.doUnmock('react');
  vi.doUnmock('../src/helpers/ConfigContext.js');
  vi.doUnmock('../src/helpers/ConfigProvider.js');
  vi.doUnmock('../src/helpers/Theme.js');
  vi.resetModules();
});

describe('React Server Components', () => {
  it('runs with the server build of React, which has no context API', async () => {
    const react = (await import('react')) as Record<string, unknown>;
    expect(react.useContext).toBeUndefined();
    expect(react.createContext).toBeUndefined();
  });

  it('renders non-interactive components with the default configuration', () => {
    const { Box, Button, Icon, Notification, Tag, Title } = lib;
    const html = renderToStaticMarkup(
      <Box m={2}>
        <Title size={4}>Server</Title>
        <Button color="primary">Go</Button>
        <Tag color="info">tag</Tag>
        <Notification color="warning">note</Notification>
        <Icon name="home" />
      </Box>,
    );
    expect(html).toBe(
      '<div class="box m-2"><h1 class="title is-4">Server</h1>' +
        '<button type="button" class="button is-primary">Go</button>' +
        '<span class="tag is-info">tag</span><div class="notification is-warning">note</div>' +
        '<span aria-hidden="true" class="icon"><i class="fas fa-home"></i></span></div>',
    );
  });

  it('takes the prefix from the classPrefix prop', () => {
    const { Button } = lib;
    expect(renderToStaticMarkup(<Button classPrefix="bulma-" size="small" />)).toBe(
      '<button type="button" class="bulma-button bulma-is-small"></button>',
    );
  });

  it('renders the extras that need no client state, keeping given ids', () => {
    const { Badge, Steps, StepsItem, Switch } = lib;
    const html = renderToStaticMarkup(
      <>
        <Switch id="notify" name="notify" label="Notify me" help="By email" classPrefix="bulma-" />
        <Badge id="inbox" count={4} label="4 new">
          <span>Inbox</span>
        </Badge>
        <Steps active={1}>
          <StepsItem>Cart</StepsItem>
          <StepsItem>Pay</StepsItem>
        </Steps>
      </>,
    );
    expect(html).toBe(
      '<div class="bulma-switch"><label class="bulma-switch-control">' +
        '<input type="checkbox" role="switch" id="notify" class="bulma-switch-input" ' +
        'aria-describedby="notify-help" name="notify"/>' +
        '<span class="bulma-switch-track" aria-hidden="true"></span>' +
        '<span class="bulma-switch-label">Notify me</span></label>' +
        '<p class="bulma-help" id="notify-help">By email</p></div>' +
        '<span id="inbox" class="badge"><span aria-describedby="inbox-label">Inbox</span>' +
        '<span class="badge-indicator"><span aria-hidden="true">4</span>' +
        '<span id="inbox-label" class="is-sr-only">4 new</span></span></span>' +
        '<ol class="steps"><li class="steps-item is-completed">' +
        '<span class="steps-marker" aria-hidden="true">1</span> ' +
        '<span class="steps-content"><span class="steps-title">Cart</span></span> ' +
        '<span class="is-sr-only">completed</span></li>' +
        '<li class="steps-item is-active" aria-current="step"><span class="steps-marker" aria-hidden="true">2</span> ' +
        '<span class="steps-content"><span class="steps-title">Pay</span></span></li></ol>',
    );
  });
});
