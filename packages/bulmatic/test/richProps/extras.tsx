// Sweep props for the extras category (see test/exports.tsx).
import { Button } from '../../src/elements/Button/Button.js';
import { Accordion, AccordionHeader, AccordionPanel } from '../../src/extras/Accordion/index.js';
import { Popover } from '../../src/extras/Popover/Popover.js';
import { Steps } from '../../src/extras/Steps/Steps.js';

const noop = () => undefined;

export const EXTRAS_RICH_PROPS: Record<string, Record<string, unknown>> = {
  Switch: { label: 'x', help: 'y', color: 'primary', size: 'large', isRounded: true, disabled: true },
  Slider: {
    'aria-label': 'x',
    color: 'info',
    size: 'medium',
    orientation: 'vertical',
    showValue: true,
    ticks: [0, { value: 50, label: 'x' }, 100],
  },
  Steps: {
    active: 1,
    orientation: 'vertical',
    color: 'success',
    size: 'small',
    onStepClick: noop,
    children: (
      <>
        <Steps.Item description="x">x</Steps.Item>
        <Steps.Item>x</Steps.Item>
        <Steps.Item>x</Steps.Item>
      </>
    ),
  },
  StepsItem: { status: 'completed', index: 0, description: 'x', statusLabel: 'x', onStepClick: noop, children: 'x' },
  Badge: { count: 120, label: 'x', color: 'warning', placement: 'bottom-left', children: <Button>x</Button> },
  Tooltip: {
    content: 'x',
    placement: 'left',
    color: 'primary',
    defaultActive: true,
    children: <button type="button">x</button>,
  },
  Popover: {
    placement: 'top',
    defaultActive: true,
    children: (
      <>
        <Popover.Trigger>x</Popover.Trigger>
        <Popover.Content>
          <Popover.Close />
        </Popover.Content>
      </>
    ),
  },
  PopoverTrigger: { color: 'primary', children: 'x' },
  PopoverContent: { children: 'x' },
  PopoverClose: { size: 'small' },
  Toast: { color: 'danger', variant: 'light', isLeaving: true, onDelete: noop, children: 'x' },
  Toaster: { placement: 'top-center' },
  Accordion: {
    defaultValue: ['a'],
    multiple: true,
    children: (
      <Accordion.Item value="a">
        <Accordion.Header>x</Accordion.Header>
        <Accordion.Panel>x</Accordion.Panel>
      </Accordion.Item>
    ),
  },
  AccordionItem: {
    children: (
      <>
        <AccordionHeader>x</AccordionHeader>
        <AccordionPanel>x</AccordionPanel>
      </>
    ),
  },
  AccordionHeader: { level: 2, children: 'x' },
  AccordionPanel: { children: 'x' },
};
