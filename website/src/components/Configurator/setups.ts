/**
 * What each configurator renders around the props a reader picks: the children and fixed attributes that make a
 * realistic example, the props it does not offer (their effect is not visible in a preview, or the setup fixes
 * them), and the choices of a prop whose type also takes a responsive object. Everything else comes from the
 * component's docgen data (model.ts).
 */
import type { PropValues } from './model';

export interface ConfiguratorSetup {
  /** JSX children, as written in the code shown. */
  children?: string;
  /** Attributes written after the chosen props, unchanged: `aria-label="Upload progress"`. */
  attributes?: string[];
  /** Props that get no control. */
  exclude?: string[];
  /** Choices for props whose type is wider than a list of values (a responsive object besides a value). */
  options?: Record<string, Array<string | number>>;
  /** Values the controls start from. */
  initial?: PropValues;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, index) => from + index);

export const CONFIGURATOR_SETUPS: Record<string, ConfiguratorSetup> = {
  Button: { children: 'Save changes' },
  Tag: { children: 'New', exclude: ['deleteLabel'] },
  Notification: {
    children: 'Your trial ends in <strong>7 days</strong>. Upgrade to keep your projects.',
    exclude: ['deleteLabel'],
  },
  Progress: { attributes: ['aria-label="Upload progress"'], initial: { value: 45 } },
  Title: { children: 'Plan your next hike' },
  Message: {
    children: [
      '<Message.Header>Shipping update</Message.Header>',
      '<Message.Body>Orders placed before 3 pm leave the warehouse the same day.</Message.Body>',
    ].join('\n'),
  },
  Card: {
    children: [
      '<Card.Header>',
      '  <Card.HeaderTitle>Weekly report</Card.HeaderTitle>',
      '</Card.Header>',
      '<Card.Content>1,284 new sign-ups, 96 % of them confirmed their email address.</Card.Content>',
      '<Card.Footer>',
      '  <Card.FooterItem href="#">Open</Card.FooterItem>',
      '  <Card.FooterItem href="#">Share</Card.FooterItem>',
      '</Card.Footer>',
    ].join('\n'),
  },
  Hero: {
    children: [
      '<Hero.Body>',
      '  <Title>Plan your next hike</Title>',
      '  <Subtitle>1,200 mapped routes and a forecast for every summit.</Subtitle>',
      '</Hero.Body>',
    ].join('\n'),
  },
  Field: {
    attributes: ['label="Full name"', 'htmlFor="configurator-name"', 'help="As it appears on your passport."'],
    children: ['<Control>', '  <Input id="configurator-name" placeholder="Grace Hopper" />', '</Control>'].join('\n'),
    exclude: ['htmlFor'],
  },
  Input: { attributes: ['aria-label="Email address"', 'placeholder="ada@example.com"'], exclude: ['htmlSize'] },
  Select: {
    attributes: ['aria-label="Country"'],
    children: ['<option>France</option>', '<option>Germany</option>', '<option>Portugal</option>'].join('\n'),
    exclude: ['htmlSize'],
  },
  Tabs: {
    attributes: ['label="Product details"'],
    children: [
      '<Tabs.Tab value="overview">Overview</Tabs.Tab>',
      '<Tabs.Tab value="specs">Specifications</Tabs.Tab>',
      '<Tabs.Tab value="reviews">Reviews</Tabs.Tab>',
    ].join('\n'),
    exclude: ['label', 'defaultValue', 'value'],
  },
  Pagination: {
    children: [
      '<Pagination.Previous href="#">Previous</Pagination.Previous>',
      '<Pagination.Next href="#">Next page</Pagination.Next>',
      '<Pagination.List>',
      '  <Pagination.Link href="#" aria-label="Go to page 1">1</Pagination.Link>',
      '  <Pagination.Ellipsis />',
      '  <Pagination.Link href="#" aria-label="Page 46" isCurrent>46</Pagination.Link>',
      '  <Pagination.Link href="#" aria-label="Go to page 47">47</Pagination.Link>',
      '</Pagination.List>',
    ].join('\n'),
  },
  Columns: {
    children: ['First', 'Second', 'Third']
      .map(
        (name) => `<Column>\n  <Notification color="primary" variant="light">${name} column</Notification>\n</Column>`,
      )
      .join('\n'),
    options: { gapSize: range(0, 8) },
  },
  Grid: {
    children: ['Inbox', 'Drafts', 'Sent', 'Archive', 'Spam', 'Trash']
      .map((name) => `<Cell>\n  <Notification color="primary" variant="light">${name}</Notification>\n</Cell>`)
      .join('\n'),
    options: { cols: range(1, 6) },
  },
  // Extras
  Switch: { attributes: ['label="Email me about replies"', 'defaultChecked'] },
  Slider: {
    attributes: ['aria-label="Volume"', 'defaultValue={40}'],
    // The starting value is fixed above: a value control would freeze the thumb, and a default is read once.
    exclude: ['value', 'defaultValue'],
    initial: { showValue: true },
  },
  Steps: {
    attributes: ['aria-label="Checkout progress"'],
    children: ['Cart', 'Shipping', 'Payment', 'Review'].map((step) => `<Steps.Item>${step}</Steps.Item>`).join('\n'),
    initial: { active: 1 },
  },
  Badge: { children: '<Button>Inbox</Button>', initial: { count: 5 } },
  Tooltip: {
    attributes: ['content="Copies a link to this page"'],
    children: '<Button>Share</Button>',
    // Shown from the start, so colour and side show without hovering; a default is read once.
    exclude: ['defaultActive'],
    initial: { isActive: true, placement: 'right' },
  },
};
