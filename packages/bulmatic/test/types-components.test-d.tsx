// Type tests for the components category, compiled by `tsc -p packages/bulmatic` (the package tsconfig
// includes test/): every `@ts-expect-error` below must be a real type error, or the compile fails.
import {
  BREADCRUMB_SEPARATORS,
  Breadcrumb,
  Card,
  Dropdown,
  MODAL_CLOSE_REASONS,
  Menu,
  Message,
  Modal,
  NAVBAR_FIXED_BREAKPOINTS,
  Navbar,
  Pagination,
  Panel,
  Tabs,
  type BreadcrumbSeparator,
  type ModalCloseReason,
  type NavbarFixedBreakpoint,
} from '../src/index.js';

// Value arrays and their unions agree.
const separator: BreadcrumbSeparator = BREADCRUMB_SEPARATORS[0];
const reason: ModalCloseReason = MODAL_CLOSE_REASONS[0];
const breakpoint: NavbarFixedBreakpoint = NAVBAR_FIXED_BREAKPOINTS[0];
void separator;
void reason;
void breakpoint;

export const valid = (
  <>
    <Breadcrumb separator="arrow" align="centered" size="small">
      <Breadcrumb.Item href="/" isActive linkProps={{ target: '_self' }}>
        Home
      </Breadcrumb.Item>
    </Breadcrumb>
    <Card as="article">
      <Card.HeaderTitle isCentered as="h2" />
      <Card.FooterItem href="/save" />
    </Card>
    <Dropdown isHoverable isRight isUp defaultActive onActiveChange={(active: boolean) => void active}>
      <Dropdown.Trigger color="primary" size="small" isRounded />
      <Dropdown.Item as="a" href="/x" isActive />
    </Dropdown>
    <Menu size="large">
      <Menu.Item as="button" isActive subMenu={<Menu.List />} />
    </Menu>
    <Message color="danger" size="medium">
      <Message.Header onDelete={(event) => event.currentTarget.blur()} deleteLabel="Close note" />
    </Message>
    <Modal isActive onClose={(why) => void why} container={null} withinPortal={false}>
      <Modal.Close size="medium" />
    </Modal>
    <Navbar color="link" isFixedTop={{ desktop: true }} isFixedBottom hasShadow onMenuActiveChange={() => undefined}>
      <Navbar.Item as="div" hasDropdown isHoverable />
      <Navbar.Dropdown isBoxed isRight />
    </Navbar>
    <Pagination align="right" size="large" isRounded>
      <Pagination.Link isCurrent as="button" />
    </Pagination>
    <Panel color="success">
      <Panel.Block as="label" isActive />
    </Panel>
    <Tabs value="a" onValueChange={(value: string) => void value} align="centered" size="small" isToggle>
      <Tabs.Tab value="a" />
      <Tabs.Panel value="a" />
    </Tabs>
  </>
);

export const invalid = (
  <>
    {/* @ts-expect-error Bulma has no "slash" separator class; a slash is the default */}
    <Breadcrumb separator="slash" />
    {/* @ts-expect-error breadcrumbs have no normal size class */}
    <Breadcrumb size="normal" />
    {/* @ts-expect-error alignment is "centered" or "right" */}
    <Breadcrumb align="left" />
    {/* @ts-expect-error "purple" is not a Bulma colour */}
    <Message color="purple" />
    {/* @ts-expect-error the sizes are small, medium and large */}
    <Message size="huge" />
    {/* @ts-expect-error menus have no normal size class */}
    <Menu size="normal" />
    {/* @ts-expect-error Bulma has no is-centered pagination alignment spelled "center" */}
    <Pagination align="center" />
    {/* @ts-expect-error "is-primary" is the class, the prop takes the colour name */}
    <Panel color="is-primary" />
    {/* @ts-expect-error tabs align centered or right */}
    <Tabs align="left" />
    {/* @ts-expect-error a tab's value is a string */}
    <Tabs.Tab value={1} />
    {/* @ts-expect-error a tab panel needs the value of its tab */}
    <Tabs.Panel />
    {/* @ts-expect-error navbars are fixed per desktop or touch only */}
    <Navbar isFixedTop={{ mobile: true }} />
    {/* @ts-expect-error "purple" is not a Bulma colour */}
    <Navbar color="purple" />
    {/* @ts-expect-error the modal close button has no normal size */}
    <Modal.Close size="normal" />
    {/* @ts-expect-error onClose receives a reason, not an event */}
    <Modal onClose={(event: MouseEvent) => void event} />
    {/* @ts-expect-error the trigger is a Button: its colours are Bulma's */}
    <Dropdown.Trigger color="purple" />
    {/* @ts-expect-error isActive is a boolean */}
    <Dropdown isActive="yes" />
  </>
);
