// Sweep props for the components category (see test/exports.tsx).
import { Dropdown } from '../../src/components/Dropdown/Dropdown.js';
import { Modal } from '../../src/components/Modal/Modal.js';
import { Navbar } from '../../src/components/Navbar/Navbar.js';
import { Tabs } from '../../src/components/Tabs/Tabs.js';

const noop = () => undefined;
const fixedEverywhere = { base: true, desktop: true, touch: true };

export const COMPONENTS_RICH_PROPS: Record<string, Record<string, unknown>> = {
  Breadcrumb: { align: 'right', separator: 'succeeds', size: 'large', children: <li>x</li> },
  BreadcrumbItem: { isActive: true, href: '/x', children: 'x' },
  Card: { children: 'x' },
  CardHeader: { children: 'x' },
  CardHeaderTitle: { isCentered: true, children: 'x' },
  CardHeaderIcon: { 'aria-label': 'x' },
  CardImage: { children: 'x' },
  CardContent: { children: 'x' },
  CardFooter: { children: 'x' },
  CardFooterItem: { href: '/x', children: 'x' },
  Dropdown: {
    defaultActive: true,
    isHoverable: true,
    isRight: true,
    isUp: true,
    children: (
      <>
        <Dropdown.Trigger color="primary" size="small">
          x
        </Dropdown.Trigger>
        <Dropdown.Menu>
          <Dropdown.Content>
            <Dropdown.Item isActive>x</Dropdown.Item>
            <Dropdown.Divider />
            <Dropdown.Item as="a" href="/x" isSelected>
              x
            </Dropdown.Item>
          </Dropdown.Content>
        </Dropdown.Menu>
      </>
    ),
  },
  DropdownTrigger: { color: 'link', variant: 'light', size: 'large', isRounded: true, children: 'x' },
  DropdownMenu: { children: 'x' },
  DropdownContent: { children: 'x' },
  DropdownItem: { isActive: true, isSelected: true, children: 'x' },
  DropdownDivider: {},
  Menu: { size: 'medium', children: 'x' },
  MenuLabel: { children: 'x' },
  MenuList: { children: <li>x</li> },
  MenuItem: { isActive: true, isSelected: true, href: '/x', children: 'x', subMenu: <ul>x</ul> },
  Message: { color: 'warning', size: 'large', children: 'x' },
  MessageHeader: { onDelete: noop, children: 'x' },
  MessageBody: { children: 'x' },
  Modal: {
    isActive: true,
    withinPortal: false,
    children: (
      <>
        <Modal.Background />
        <Modal.Card>
          <Modal.CardHead onDelete={noop}>
            <Modal.CardTitle>x</Modal.CardTitle>
          </Modal.CardHead>
          <Modal.CardBody>x</Modal.CardBody>
          <Modal.CardFoot>x</Modal.CardFoot>
        </Modal.Card>
        <Modal.Content>x</Modal.Content>
        <Modal.Close size="medium" />
      </>
    ),
  },
  ModalBackground: {},
  ModalContent: { children: 'x' },
  ModalClose: { size: 'small' },
  ModalCard: { children: 'x' },
  ModalCardHead: { onDelete: noop, children: 'x' },
  ModalCardTitle: { children: 'x' },
  ModalCardBody: { children: 'x' },
  ModalCardFoot: { children: 'x' },
  Navbar: {
    color: 'dark',
    isTransparent: true,
    isFixedTop: fixedEverywhere,
    isFixedBottom: fixedEverywhere,
    isSpaced: true,
    hasShadow: true,
    defaultMenuActive: true,
    children: (
      <>
        <Navbar.Brand>
          <Navbar.Item href="/">x</Navbar.Item>
          <Navbar.Burger />
        </Navbar.Brand>
        <Navbar.Menu>
          <Navbar.Start>
            <Navbar.Item hasDropdown isHoverable>
              <Navbar.Link isArrowless>x</Navbar.Link>
              <Navbar.Dropdown isBoxed isRight>
                <Navbar.Item>x</Navbar.Item>
                <Navbar.Divider />
              </Navbar.Dropdown>
            </Navbar.Item>
          </Navbar.Start>
          <Navbar.End>x</Navbar.End>
        </Navbar.Menu>
      </>
    ),
  },
  NavbarBrand: { children: 'x' },
  NavbarItem: {
    isActive: true,
    isSelected: true,
    isTab: true,
    isExpanded: true,
    hasDropdown: true,
    hasDropdownUp: true,
    isHoverable: true,
    children: 'x',
  },
  NavbarBurger: { isActive: true },
  NavbarMenu: { isActive: true, children: 'x' },
  NavbarStart: { children: 'x' },
  NavbarEnd: { children: 'x' },
  NavbarLink: { isArrowless: true, isActive: true, isSelected: true, children: 'x' },
  NavbarDropdown: { isRight: true, isBoxed: true, children: 'x' },
  NavbarDivider: {},
  Pagination: { align: 'centered', size: 'small', isRounded: true, children: 'x' },
  PaginationPrevious: { disabled: true, children: 'x' },
  PaginationNext: { disabled: true, children: 'x' },
  PaginationList: { children: <li>x</li> },
  PaginationLink: { isCurrent: true, isSelected: true, disabled: true, children: 'x' },
  PaginationEllipsis: {},
  Panel: { color: 'info', children: 'x' },
  PanelHeading: { children: 'x' },
  PanelTabs: { children: 'x' },
  PanelTab: { isActive: true, children: 'x' },
  PanelBlock: { isActive: true, isWrapped: true, children: 'x' },
  PanelIcon: { children: 'x' },
  Tabs: {
    align: 'right',
    size: 'large',
    isBoxed: true,
    isToggle: true,
    isToggleRounded: true,
    isFullwidth: true,
    children: [
      <Tabs.Tab key="a" value="a">
        x
      </Tabs.Tab>,
      <Tabs.Tab key="b" value="b">
        x
      </Tabs.Tab>,
      <Tabs.Panel key="pa" value="a" p={2}>
        x
      </Tabs.Panel>,
    ],
  },
  TabsTab: { isActive: true, value: 'a', children: 'x' },
  TabsPanel: { value: 'a', children: 'x' },
};
