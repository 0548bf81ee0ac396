// Compiled by `tsc -p packages/bulmatic` (the package tsconfig includes test/): every `@ts-expect-error`
// below must be a real type error, or the compile fails because the directive is unused.
import { createRef } from 'react';
import {
  BADGE_PLACEMENTS,
  Badge,
  Button,
  SLIDER_ORIENTATIONS,
  STEPS_ORIENTATIONS,
  STEP_STATUSES,
  Slider,
  Steps,
  StepsItem,
  Switch,
  type BadgePlacement,
  type SliderOrientation,
  type StepStatus,
  type StepsOrientation,
} from '../src/index.js';

// Value arrays and their unions agree.
const placement: BadgePlacement = BADGE_PLACEMENTS[3];
const sliderOrientation: SliderOrientation = SLIDER_ORIENTATIONS[1];
const stepsOrientation: StepsOrientation = STEPS_ORIENTATIONS[0];
const status: StepStatus = STEP_STATUSES[2];
void [placement, sliderOrientation, stepsOrientation, status];

const inputRef = createRef<HTMLInputElement>();
const listRef = createRef<HTMLOListElement>();
const itemRef = createRef<HTMLLIElement>();
const spanRef = createRef<HTMLSpanElement>();

export const valid = (
  <>
    <Switch ref={inputRef} label="Wi-Fi" help="On" color="success" size="small" isRounded name="wifi" defaultChecked />
    <Slider
      ref={inputRef}
      value={3}
      onValueChange={(value: number) => value}
      min={0}
      max={10}
      step={0.5}
      orientation="vertical"
      showValue
      formatValue={(value) => `${value} °C`}
      ticks={[0, { value: 5, label: 'Half' }]}
      color="link"
      size="large"
    />
    <Steps ref={listRef} active={1} orientation="vertical" color="primary" onStepClick={(index: number) => index}>
      <Steps.Item ref={itemRef} description="Details" marker="★" disabled>
        Account
      </Steps.Item>
      <StepsItem status="completed">Done</StepsItem>
    </Steps>
    <Steps as="ul" statusLabels={{ completed: 'done', upcoming: 'to do' }} />
    <Badge ref={spanRef} count={5} max={9} label="5 unread" color="info" placement="bottom-left" showZero>
      <Button>Inbox</Button>
    </Badge>
    <Badge as="div" isDot position="relative" />
  </>
);

export const invalid = (
  <>
    {/* @ts-expect-error a switch is always a checkbox */}
    <Switch type="radio" />
    {/* @ts-expect-error "huge" is not a Bulma size */}
    <Switch size="huge" />
    {/* @ts-expect-error the value of a slider is a number */}
    <Slider value="3" />
    {/* @ts-expect-error sliders run horizontally or vertically */}
    <Slider orientation="diagonal" />
    {/* @ts-expect-error a tick is a number or { value, label } */}
    <Slider ticks={['low']} />
    {/* @ts-expect-error the active step is an index */}
    <Steps active="payment" />
    {/* @ts-expect-error a step is completed, active or upcoming */}
    <StepsItem status="skipped" />
    {/* @ts-expect-error "purple" is not a Bulma colour */}
    <Badge color="purple" />
    {/* @ts-expect-error badges sit on a corner */}
    <Badge placement="center" />
    {/* @ts-expect-error the count is a number */}
    <Badge count="5" />
  </>
);
