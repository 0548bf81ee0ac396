/**
 * One small, static picture of each API page's subject, drawn with the library itself for the gallery cards. They
 * are rendered to HTML when the site is built (see previewSource.server.ts), so nothing here is interactive and
 * nothing here reaches the browser on a page load. Keyed by doc id; website/test/componentGallery.test.tsx checks
 * that every doc of an API category has one.
 */
import type React from 'react';
import {
  Accordion,
  Badge,
  Block,
  Box,
  Breadcrumb,
  Button,
  Buttons,
  Card,
  Cell,
  Checkbox,
  Checkboxes,
  Column,
  Columns,
  ConfigProvider,
  Container,
  Content,
  Control,
  Delete,
  Dropdown,
  Field,
  File,
  Footer,
  Grid,
  Hero,
  Icon,
  IconText,
  Image,
  Input,
  Level,
  Media,
  Menu,
  Message,
  Modal,
  Navbar,
  Notification,
  Pagination,
  Panel,
  Popover,
  Progress,
  Radio,
  Radios,
  Section,
  Select,
  Skeleton,
  Slider,
  Steps,
  Subtitle,
  Switch,
  Table,
  Tabs,
  Tag,
  Tags,
  Textarea,
  Theme,
  Title,
  Toast,
  Tooltip,
  classNames,
} from 'bulmatic';
import { Glyph } from './Glyph';

export interface GalleryPreview {
  /** The picture: static markup, no state, no effects that matter. */
  render: () => React.ReactElement;
  /** Shrinks a preview whose subject is wider than a card (a navbar, a modal), as a fraction of its size. */
  scale?: number;
}

const preview = (render: () => React.ReactElement, scale?: number): GalleryPreview => ({ render, scale });

// Lazy images are left out of React's own preloading, which would put a <link rel="preload"> in every preview.
const LAZY = { loading: 'lazy' } as const;

// Every href points at the page's own top: a preview never takes a reader anywhere (the card is the link).
const HERE = '#';

export const PREVIEWS: Record<string, GalleryPreview> = {
  // Elements
  'api/elements/block': preview(() => (
    <div style={{ width: '100%' }}>
      <Block p={2} backgroundColor="primary-soft" radius="small">
        First block
      </Block>
      <Block p={2} backgroundColor="link-soft" radius="small">
        Second block, evenly spaced
      </Block>
    </div>
  )),
  'api/elements/box': preview(() => (
    <Box mb={0}>
      <strong>Box</strong>
      <br />A padded panel with a shadow.
    </Box>
  )),
  'api/elements/button': preview(() => (
    <Buttons align="centered" mb={0}>
      <Button color="primary">Save</Button>
      <Button color="link" isOutlined>
        Share
      </Button>
      <Button color="danger" variant="light">
        Delete
      </Button>
    </Buttons>
  )),
  'api/elements/buttons': preview(() => (
    <div>
      <Buttons hasAddons align="centered">
        <Button isSelected color="info">
          Day
        </Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </Buttons>
      <Buttons align="centered" size="small" mb={0}>
        <Button>Small</Button>
        <Button>Row</Button>
        <Button>Of buttons</Button>
      </Buttons>
    </div>
  )),
  'api/elements/content': preview(() => (
    <Content size="small">
      <h4>Release notes</h4>
      <ul>
        <li>
          New <code>Skeleton</code> loaders
        </li>
        <li>Faster tabs</li>
      </ul>
    </Content>
  )),
  'api/elements/delete': preview(() => (
    <Block display="flex" alignItems="center" gap={3} mb={0}>
      <Delete size="small" aria-label="Remove" />
      <Delete aria-label="Remove" />
      <Delete size="medium" aria-label="Remove" />
      <Delete size="large" aria-label="Remove" />
    </Block>
  )),
  'api/elements/icon': preview(() => (
    <Block display="flex" alignItems="center" gap={4} mb={0}>
      <Icon size="large" textColor="primary">
        <Glyph name="check" size={2} />
      </Icon>
      <Icon size="large" textColor="link">
        <Glyph name="download" size={2} />
      </Icon>
      <Icon size="large" textColor="danger">
        <Glyph name="heart" size={2} />
      </Icon>
      <Icon size="large" textColor="warning">
        <Glyph name="star" size={2} />
      </Icon>
    </Block>
  )),
  'api/elements/icontext': preview(() => (
    <Block display="flex" flexDirection="column" gap={2} mb={0}>
      <IconText>
        <Icon textColor="success">
          <Glyph name="check" />
        </Icon>
        <span>Payment received</span>
      </IconText>
      <IconText>
        <Icon textColor="link">
          <Glyph name="mail" />
        </Icon>
        <span>Receipt sent</span>
      </IconText>
    </Block>
  )),
  'api/elements/image': preview(() => (
    <Block display="flex" alignItems="end" gap={3} mb={0}>
      <Image size={32} isRounded src="/img/logo.svg" alt="" imgProps={LAZY} />
      <Image size={48} src="/img/logo.svg" alt="" imgProps={LAZY} />
      <Image size={64} src="/img/logo.svg" alt="" imgProps={LAZY} />
    </Block>
  )),
  'api/elements/index': preview(() => (
    <Box mb={0} style={{ width: '100%' }}>
      <Title as="p" size={6} mb={2}>
        Elements
      </Title>
      <Tags mb={2}>
        <Tag color="primary">Tag</Tag>
        <Tag color="info" variant="light">
          Label
        </Tag>
      </Tags>
      <Progress value={60} size="small" color="primary" mb={0} />
    </Box>
  )),
  'api/elements/notification': preview(() => (
    <Notification color="info" variant="light" onDelete={() => undefined} mb={0}>
      <strong>Heads up:</strong> the review moved to Thursday.
    </Notification>
  )),
  'api/elements/progress': preview(() => (
    <div style={{ width: '100%' }}>
      <Progress value={30} color="primary" size="small" />
      <Progress value={65} color="link" size="small" />
      <Progress color="info" size="small" mb={0} />
    </div>
  )),
  'api/elements/skeleton': preview(() => (
    <div style={{ width: '100%' }}>
      <Title as="p" size={5} isSkeleton>
        Loading title
      </Title>
      <Skeleton.Lines lines={3} />
    </div>
  )),
  'api/elements/subtitle': preview(() => (
    <div>
      <Title as="p" size={4}>
        Quarterly report
      </Title>
      <Subtitle as="p" size={6}>
        Revenue, churn and the team plan
      </Subtitle>
    </div>
  )),
  'api/elements/table': preview(
    () => (
      <Table isStriped isNarrow isFullwidth mb={0}>
        <thead>
          <tr>
            <th>Order</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>#1045</td>
            <td>Paid</td>
          </tr>
          <tr>
            <td>#1044</td>
            <td>Pending</td>
          </tr>
          <tr>
            <td>#1043</td>
            <td>Refunded</td>
          </tr>
        </tbody>
      </Table>
    ),
    0.85,
  ),
  'api/elements/tag': preview(() => (
    <Tags align="centered" mb={0}>
      <Tag color="primary">New</Tag>
      <Tag color="success">Paid</Tag>
      <Tag color="warning" isRounded>
        Due Friday
      </Tag>
      <Tag color="link" onDelete={() => undefined} deleteLabel="Remove">
        Design
      </Tag>
    </Tags>
  )),
  'api/elements/tags': preview(() => (
    <div>
      <Tags hasAddons align="centered">
        <Tag>coverage</Tag>
        <Tag color="success">94%</Tag>
      </Tags>
      <Tags hasAddons align="centered" mb={0}>
        <Tag>build</Tag>
        <Tag color="info">passing</Tag>
      </Tags>
    </div>
  )),
  'api/elements/title': preview(() => (
    <div>
      <Title as="p" size={3} mb={1}>
        Title 3
      </Title>
      <Title as="p" size={5} mb={1}>
        Title 5
      </Title>
      <Title as="p" size={7}>
        Title 7
      </Title>
    </div>
  )),

  // Components
  'api/components/breadcrumb': preview(() => (
    <Breadcrumb separator="arrow" aria-label="Breadcrumb" mb={0}>
      <Breadcrumb.Item href={HERE}>Shop</Breadcrumb.Item>
      <Breadcrumb.Item href={HERE}>Outdoor</Breadcrumb.Item>
      <Breadcrumb.Item isActive>Tents</Breadcrumb.Item>
    </Breadcrumb>
  )),
  'api/components/card': preview(
    () => (
      <Card style={{ width: '15rem' }}>
        <Card.Content p={4}>
          <Title as="p" size={6} mb={1}>
            Pro plan
          </Title>
          <p>Unlimited projects and priority support.</p>
        </Card.Content>
        <Card.Footer>
          <Card.FooterItem as="span">Upgrade</Card.FooterItem>
          <Card.FooterItem as="span">Details</Card.FooterItem>
        </Card.Footer>
      </Card>
    ),
    0.9,
  ),
  'api/components/dropdown': preview(
    () => (
      <Dropdown defaultActive style={{ alignSelf: 'flex-start' }}>
        <Dropdown.Trigger>Options</Dropdown.Trigger>
        <Dropdown.Menu>
          <Dropdown.Item>Rename</Dropdown.Item>
          <Dropdown.Item isActive>Duplicate</Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item>Delete</Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    ),
    0.8,
  ),
  'api/components/menu': preview(
    () => (
      <Menu aria-label="Settings" style={{ width: '12rem' }}>
        <Menu.Label>Account</Menu.Label>
        <Menu.List>
          <Menu.Item href={HERE}>Profile</Menu.Item>
          <Menu.Item href={HERE} isActive>
            Team
          </Menu.Item>
          <Menu.Item href={HERE}>Billing</Menu.Item>
        </Menu.List>
      </Menu>
    ),
    0.85,
  ),
  'api/components/message': preview(() => (
    <Message color="success" size="small" mb={0}>
      <Message.Header>Saved</Message.Header>
      <Message.Body>Your changes are live.</Message.Body>
    </Message>
  )),
  'api/components/modal': preview(
    () => (
      <Modal.Card style={{ width: '20rem', margin: 0 }}>
        <Modal.CardHead>
          <Modal.CardTitle>Delete project?</Modal.CardTitle>
        </Modal.CardHead>
        <Modal.CardBody>This cannot be undone.</Modal.CardBody>
        <Modal.CardFoot>
          <Buttons>
            <Button color="danger">Delete</Button>
            <Button>Cancel</Button>
          </Buttons>
        </Modal.CardFoot>
      </Modal.Card>
    ),
    0.75,
  ),
  'api/components/navbar': preview(
    () => (
      <Navbar color="primary" aria-label="Main" style={{ width: '26rem', minHeight: 0 }}>
        <Navbar.Brand>
          <Navbar.Item as="span">
            <strong>Acme</strong>
          </Navbar.Item>
        </Navbar.Brand>
        <Navbar.Item as="span">Docs</Navbar.Item>
        <Navbar.Item as="span">Pricing</Navbar.Item>
        <Navbar.Item as="span">Blog</Navbar.Item>
      </Navbar>
    ),
    0.8,
  ),
  'api/components/pagination': preview(() => (
    <Pagination isRounded size="small" aria-label="Pages" style={{ width: '18rem' }}>
      <Pagination.List>
        <Pagination.Link as="span">1</Pagination.Link>
        <Pagination.Ellipsis />
        <Pagination.Link as="span" isCurrent>
          4
        </Pagination.Link>
        <Pagination.Link as="span">5</Pagination.Link>
        <Pagination.Ellipsis />
        <Pagination.Link as="span">12</Pagination.Link>
      </Pagination.List>
    </Pagination>
  )),
  'api/components/panel': preview(
    () => (
      <Panel color="info" aria-label="Files" style={{ width: '14rem' }}>
        <Panel.Heading>Recent files</Panel.Heading>
        <Panel.Block isActive>Brand guide.pdf</Panel.Block>
        <Panel.Block>Budget.xlsx</Panel.Block>
      </Panel>
    ),
    0.85,
  ),
  'api/components/tabs': preview(() => (
    <Tabs isBoxed size="small" label="Views" defaultValue="board" mb={0} style={{ width: '100%' }}>
      <Tabs.Tab value="list">List</Tabs.Tab>
      <Tabs.Tab value="board">Board</Tabs.Tab>
      <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
    </Tabs>
  )),

  // Form
  'api/form/field': preview(() => (
    <Field label="Email" htmlFor="gallery-email" help="We send the receipt here." mb={0} style={{ width: '100%' }}>
      <Control>
        <Input id="gallery-email" size="small" placeholder="you@example.com" />
      </Control>
    </Field>
  )),
  'api/form/control': preview(() => (
    <Control hasIconsLeft isLoading style={{ width: '100%' }}>
      <Input placeholder="Search" aria-label="Search" />
      <Icon size="small" align="left">
        <Glyph name="search" />
      </Icon>
    </Control>
  )),
  'api/form/input': preview(() => (
    <div style={{ width: '100%' }}>
      <Input size="small" placeholder="A plain input" aria-label="Plain" mb={2} />
      <Input size="small" color="success" defaultValue="ada@example.com" aria-label="Valid" mb={2} />
      <Input size="small" isRounded placeholder="Rounded" aria-label="Rounded" />
    </div>
  )),
  'api/form/textarea': preview(() => (
    <Textarea
      size="small"
      rows={3}
      hasFixedSize
      aria-label="Comment"
      defaultValue="Looks good to me. One small note on the colours."
    />
  )),
  'api/form/select': preview(() => (
    <Select color="link" aria-label="Plan" defaultValue="Team" options={['Starter', 'Team', 'Business']} />
  )),
  'api/form/checkbox': preview(() => (
    <Block display="flex" flexDirection="column" gap={1} mb={0}>
      <Checkbox defaultChecked>Email me the receipt</Checkbox>
      <Checkbox>Remember this card</Checkbox>
    </Block>
  )),
  'api/form/checkboxes': preview(() => (
    <Checkboxes>
      <Checkbox defaultChecked>Design</Checkbox>
      <Checkbox defaultChecked>Code</Checkbox>
      <Checkbox>Docs</Checkbox>
    </Checkboxes>
  )),
  'api/form/radio': preview(() => (
    <Block display="flex" flexDirection="column" gap={1} mb={0}>
      <Radio name="gallery-radio" defaultChecked>
        Monthly
      </Radio>
      <Radio name="gallery-radio">Yearly</Radio>
    </Block>
  )),
  'api/form/radios': preview(() => (
    <Radios>
      <Radio name="gallery-radios" defaultChecked>
        Small
      </Radio>
      <Radio name="gallery-radios">Medium</Radio>
      <Radio name="gallery-radios">Large</Radio>
    </Radios>
  )),
  'api/form/file': preview(() => (
    <File
      color="primary"
      hasName
      label="Choose a file"
      fileName="holiday-photos.zip"
      icon={
        <Icon>
          <Glyph name="upload" />
        </Icon>
      }
    />
  )),

  // Columns
  'api/columns/index': preview(() => (
    <Columns isMobile isGapless mb={0} style={{ width: '100%' }} textAlign="centered">
      <Column p={2} backgroundColor="primary-soft">
        One
      </Column>
      <Column p={2} backgroundColor="link-soft">
        Two
      </Column>
      <Column p={2} backgroundColor="info-soft">
        Three
      </Column>
    </Columns>
  )),
  'api/columns/column': preview(() => (
    <Columns isMobile gapSize={2} mb={0} style={{ width: '100%' }} textAlign="centered">
      <Column size="one-third">
        <Block p={2} backgroundColor="primary-soft">
          1/3
        </Block>
      </Column>
      <Column>
        <Block p={2} backgroundColor="link-soft">
          Auto
        </Block>
      </Column>
    </Columns>
  )),

  // Grid
  'api/grid/index': preview(() => (
    <Grid cols={3} gap={1} style={{ width: '100%' }} textAlign="centered">
      {['A', 'B', 'C', 'D', 'E', 'F'].map((cell) => (
        <Cell key={cell} p={2} backgroundColor="primary-soft">
          {cell}
        </Cell>
      ))}
    </Grid>
  )),
  'api/grid/cell': preview(() => (
    <Grid cols={3} gap={1} style={{ width: '100%' }} textAlign="centered">
      <Cell colSpan={2} p={2} backgroundColor="link-soft">
        Span 2
      </Cell>
      <Cell p={2} backgroundColor="primary-soft">
        1
      </Cell>
      <Cell p={2} backgroundColor="primary-soft">
        1
      </Cell>
      <Cell colSpan={2} p={2} backgroundColor="info-soft">
        Span 2
      </Cell>
    </Grid>
  )),

  // Layout
  'api/layout/container': preview(() => (
    <Block p={2} backgroundColor="grey-lighter" mb={0} style={{ width: '100%' }}>
      <Container p={2} backgroundColor="primary-soft" textAlign="centered" style={{ maxWidth: '70%' }}>
        Centred content
      </Container>
    </Block>
  )),
  'api/layout/section': preview(() => (
    <Section p={4} backgroundColor="primary-soft" style={{ width: '100%' }}>
      <Title as="p" size={6} mb={1}>
        Section
      </Title>
      <p>A padded part of the page.</p>
    </Section>
  )),
  'api/layout/hero': preview(() => (
    <Hero color="link" variant="bold" size="small" style={{ width: '100%' }}>
      <Hero.Body py={4} textAlign="centered">
        <Title as="p" size={5} mb={1}>
          Plan trips together
        </Title>
        <Subtitle as="p" size={7}>
          Shared maps and one packing list
        </Subtitle>
      </Hero.Body>
    </Hero>
  )),
  'api/layout/level': preview(() => (
    <Level isMobile mb={0} style={{ width: '100%' }}>
      {[
        ['Routes', '148'],
        ['Followers', '3.4k'],
        ['Photos', '86'],
      ].map(([label, value]) => (
        <Level.Item key={label} textAlign="centered">
          <div>
            <Title as="p" size={5} mb={1}>
              {value}
            </Title>
            <Subtitle as="p" size={7}>
              {label}
            </Subtitle>
          </div>
        </Level.Item>
      ))}
    </Level>
  )),
  'api/layout/media': preview(() => (
    <Media>
      <Media.Left>
        <Image size={48} isRounded src="/img/logo.svg" alt="" imgProps={LAZY} />
      </Media.Left>
      <Media.Content>
        <p>
          <strong>Mira Novak</strong> <small>3 hours ago</small>
          <br />
          Clear skies all the way up.
        </p>
      </Media.Content>
    </Media>
  )),
  'api/layout/footer': preview(() => (
    <Footer p={4} textAlign="centered" style={{ width: '100%' }}>
      <strong>Acme</strong> by the Acme team
      <br />
      <small>Made with Bulma</small>
    </Footer>
  )),

  // Extras
  'api/extras/switch': preview(() => (
    <Block display="flex" flexDirection="column" gap={2} mb={0}>
      <Switch label="Email me replies" color="success" defaultChecked />
      <Switch label="Weekly digest" />
    </Block>
  )),
  'api/extras/slider': preview(() => (
    <div style={{ width: '100%' }}>
      <Slider aria-label="Volume" defaultValue={60} showValue color="primary" />
      <Slider aria-label="Quality" min={0} max={100} step={25} defaultValue={25} ticks={[0, 25, 50, 75, 100]} mb={0} />
    </div>
  )),
  'api/extras/steps': preview(
    () => (
      <Steps active={1} size="small" aria-label="Checkout" mb={0} style={{ width: '18rem' }}>
        <Steps.Item>Cart</Steps.Item>
        <Steps.Item>Shipping</Steps.Item>
        <Steps.Item>Payment</Steps.Item>
      </Steps>
    ),
    0.9,
  ),
  'api/extras/badge': preview(() => (
    <Block display="flex" alignItems="center" gap={5} mb={0}>
      <Badge count={5} label="5 unread messages">
        <Button>Inbox</Button>
      </Badge>
      <Badge count={120} color="link">
        <Button>Orders</Button>
      </Badge>
      <Badge isDot color="success" label="New">
        <Icon size="medium" textColor="dark">
          <Glyph name="mail" size={1.75} />
        </Icon>
      </Badge>
    </Block>
  )),
  // A tooltip and a popover's box are drawn in the flow after their trigger (see plugins/component-previews), so
  // these stack them. Below the trigger: where a drawing made in the browser, which measures nothing, puts them too.
  'api/extras/tooltip': preview(() => (
    <Block display="flex" flexDirection="column" alignItems="center" gap={2} mb={0}>
      <Tooltip content="Copies a link to this page" placement="bottom" defaultActive>
        <Button>Share</Button>
      </Tooltip>
    </Block>
  )),
  'api/extras/popover': preview(
    () => (
      <Popover defaultActive style={{ flexDirection: 'column', alignItems: 'flex-start', gap: '0.75rem' }}>
        <Popover.Trigger size="small">Opening hours</Popover.Trigger>
        <Popover.Content>
          <strong>Monday to Friday</strong>
          <br />
          9:00 to 18:00
        </Popover.Content>
      </Popover>
    ),
    0.85,
  ),
  'api/extras/toast': preview(
    () => (
      <Block display="flex" flexDirection="column" gap={2} mb={0} style={{ width: '17rem' }}>
        <Toast color="success" onDelete={() => undefined}>
          Changes saved
        </Toast>
        <Toast color="danger" variant="light" onDelete={() => undefined}>
          The upload failed
        </Toast>
      </Block>
    ),
    0.85,
  ),
  'api/extras/accordion': preview(
    () => (
      <Accordion defaultValue={['returns']} style={{ width: '17rem' }}>
        <Accordion.Item value="returns">
          <Accordion.Header>Returns</Accordion.Header>
          <Accordion.Panel>Free within 30 days.</Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="delivery">
          <Accordion.Header>Delivery</Accordion.Header>
          <Accordion.Panel>Two to four days.</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    ),
    0.85,
  ),

  // Helpers
  'api/helpers/classnames': preview(() => (
    <Buttons align="centered" mb={0}>
      <Button className={classNames('is-primary', { 'is-outlined': true, 'is-loading': false })}>Joined</Button>
      <Button className={classNames(['is-link', 'is-light'], null)}>Classes</Button>
    </Buttons>
  )),
  'api/helpers/config': preview(() => (
    <ConfigProvider iconLibrary="fontawesome">
      <Tags hasAddons mb={0}>
        <Tag color="dark">prefix</Tag>
        <Tag color="primary">none</Tag>
      </Tags>
      <Tags hasAddons mb={0} ml={2}>
        <Tag color="dark">icons</Tag>
        <Tag color="info">fontawesome</Tag>
      </Tags>
    </ConfigProvider>
  )),
  'api/helpers/theme': preview(() => (
    <Block display="flex" gap={3} mb={0}>
      <Button color="primary">Default</Button>
      <Theme colors={{ primary: '#7c3aed' }} variables={{ 'primary-invert-l': '100%', 'control-radius': '9999px' }}>
        <Button color="primary">Themed</Button>
      </Theme>
    </Block>
  )),
  'api/helpers/usebulmaclasses': preview(() => (
    <Block
      display="flex"
      alignItems="center"
      gap={2}
      p={3}
      mb={0}
      radius="large"
      backgroundColor="success-soft"
      textColor="success-bold"
    >
      <Icon>
        <Glyph name="check" />
      </Icon>
      <span>
        p={3} gap={2} radius="large"
      </span>
    </Block>
  )),
};
