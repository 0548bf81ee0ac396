export {
  SLIDER_ORIENTATIONS,
  Slider,
  type SliderOrientation,
  type SliderProps,
  type SliderTick,
} from './Slider.js';
