export { STEPS_ORIENTATIONS, Steps, type StepsOrientation, type StepsProps } from './Steps.js';
export { STEP_STATUSES, StepsItem, type StepStatus, type StepsItemProps } from './StepsItem.js';
