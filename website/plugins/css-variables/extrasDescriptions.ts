/**
 * Descriptions of the extras stylesheet's variables, written by hand. Bulma's grammar of names carries over
 * (`switch-track-l`), but these components have parts Bulma's never had (a thumb, a marker, a ring, a fill), where
 * reading the name back gives a wrong word (`slider-thumb-size` is no font size). Keys are names without `--bulma-`;
 * a name left out here is described from the grammar (describe.ts).
 */
export const EXTRAS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  // Switch
  'switch-width': 'Width of the track.',
  'switch-height': 'Height of the track; the thumb is as tall, less the padding above and below it.',
  'switch-padding': "Space between the track's edge and the thumb.",
  'switch-gap': 'Space between the switch and its label.',
  'switch-radius': 'Corner radius of the track; the thumb follows it.',
  'switch-track-h': 'Hue of the track while the switch is off.',
  'switch-track-s': 'Saturation of the track while the switch is off.',
  'switch-track-l': 'Lightness of the track while the switch is off.',
  'switch-track-l-delta': 'Lightness shift of the track while off; set on hover.',
  'switch-active-h': 'Hue of the track while the switch is on; the colour classes set it.',
  'switch-active-s': 'Saturation of the track while the switch is on; the colour classes set it.',
  'switch-active-l': 'Lightness of the track while the switch is on; the colour classes set it.',
  'switch-active-l-delta': 'Lightness shift of the track while on; set on hover.',
  'switch-thumb-color': 'Colour of the thumb while the switch is off.',
  'switch-active-thumb-color': 'Colour of the thumb while the switch is on, chosen to stand out on the track.',
  'switch-disabled-opacity': 'Opacity of the track of a disabled switch.',

  // Slider
  'slider-track-size': 'Thickness of the track.',
  'slider-thumb-size': 'Width and height of the round thumb.',
  'slider-track-radius': 'Corner radius of the track.',
  'slider-track-h': 'Hue of the empty part of the track.',
  'slider-track-s': 'Saturation of the empty part of the track.',
  'slider-track-l': 'Lightness of the empty part of the track.',
  'slider-active-h': 'Hue of the filled part of the track and of the thumb; the colour classes set it.',
  'slider-active-s': 'Saturation of the filled part of the track and of the thumb; the colour classes set it.',
  'slider-active-l': 'Lightness of the filled part of the track and of the thumb; the colour classes set it.',
  'slider-thumb-border-width': 'Width of the ring around the thumb.',
  'slider-thumb-border-color': 'Colour of the ring around the thumb.',
  'slider-gap': 'Space between the track and the value shown beside it.',
  'slider-vertical-length': 'Length of the track of a vertical slider.',
  'slider-tick-size': 'Length of each tick mark.',
  'slider-tick-color': 'Colour of the tick marks.',
  'slider-tick-label-color': 'Colour of the text under the tick marks.',
  'slider-output-color': 'Colour of the value shown beside the track.',
  'slider-disabled-opacity': 'Opacity of a disabled slider.',
  'slider-fill':
    'Where the value sits between `min` and `max`, from 0 to 1; the component sets it as the value changes.',
  'slider-fill-direction':
    'Direction the filled part grows in: `to right`, `to left` on a right-to-left page, `to top` when vertical.',

  // Steps
  'steps-marker-size': 'Width and height of each round marker.',
  'steps-marker-border-width': 'Border width of the markers.',
  'steps-marker-background-color': 'Background colour of the upcoming and current markers.',
  'steps-marker-color': 'Colour of the number in an upcoming marker.',
  'steps-line-size': 'Thickness of the line between two steps.',
  'steps-line-color': 'Colour of the line after a step that is not completed yet.',
  'steps-gap': 'Space between a marker, the lines beside it and its text.',
  'steps-vertical-gap': 'Space below each step when the steps are stacked.',
  'steps-h': 'Hue of the border of the upcoming markers.',
  'steps-s': 'Saturation of the border of the upcoming markers.',
  'steps-border-l': 'Lightness of the border of the upcoming markers.',
  'steps-active-h': 'Hue of the completed and current steps; the colour classes set it.',
  'steps-active-s': 'Saturation of the completed and current steps; the colour classes set it.',
  'steps-active-l': 'Lightness of the completed markers, their lines and the current marker’s border.',
  'steps-active-invert-l': 'Lightness of the number in a completed marker, chosen to stand out on it.',
  'steps-active-on-scheme-l':
    'Lightness of the current step’s number and title, chosen to read on the page background.',
  'steps-title-color': 'Colour of the titles of the steps not current.',
  'steps-title-weight': 'Font weight of the titles.',
  'steps-description-color': 'Colour of the descriptions.',
  'steps-ring-size': 'Width of the ring around the current marker.',
  'steps-ring-alpha': 'Opacity of the ring around the current marker.',

  // Badge
  'badge-size': 'Height and minimum width of a badge with a count.',
  'badge-dot-size': 'Width and height of a dot.',
  'badge-padding-horizontal': 'Space on each side of the count.',
  'badge-font-size': 'Font size of the count.',
  'badge-weight': 'Font weight of the count.',
  'badge-h': 'Hue of the badge; the colour classes set it.',
  'badge-s': 'Saturation of the badge; the colour classes set it.',
  'badge-l': 'Lightness of the badge; the colour classes set it.',
  'badge-color-l': 'Lightness of the count, chosen to stand out on the badge.',
  'badge-radius': 'Corner radius of the badge.',
  'badge-ring-size': 'Width of the ring that sets the badge apart from what it sits on.',
  'badge-ring-color': 'Colour of that ring: the page background, so it reads as a gap.',
  'badge-offset': 'How far the badge reaches past the corner, as a share of its own size.',

  // Tooltip
  'tooltip-h': 'Hue of the background and the text; the colour classes set it.',
  'tooltip-s': 'Saturation of the background and the text; the colour classes set it.',
  'tooltip-background-l': 'Lightness of the background and the arrow.',
  'tooltip-color-l': 'Lightness of the text.',
  'tooltip-max-width': 'Widest the tooltip gets before its text wraps; never wider than the screen.',
  'tooltip-z': 'Stacking order (z-index), above a modal so a tooltip inside one shows.',
  'tooltip-arrow-size': 'Size of the arrow.',
  'tooltip-arrow-offset':
    'Where the arrow sits along the edge facing the trigger; the component sets it to point at the trigger.',
  'tooltip-duration': 'Duration of the fade-in.',

  // Popover
  'popover-background-color': 'Background colour of the box and its arrow.',
  'popover-color': 'Text colour of the box.',
  'popover-border-color': 'Border colour of the box and its arrow.',
  'popover-radius': 'Corner radius of the box.',
  'popover-shadow': 'Shadow of the box.',
  'popover-padding': 'Padding of the box.',
  'popover-min-width': 'Narrowest the box gets.',
  'popover-max-width': 'Widest the box gets before its content wraps; never wider than the screen.',
  'popover-z': 'Stacking order (z-index): above the page, below a modal, as a dropdown menu.',
  'popover-arrow-size': 'Size of the arrow.',
  'popover-arrow-offset':
    'Where the arrow sits along the edge facing the trigger; the component sets it to point at the trigger.',
  'popover-duration': 'Duration of the fade-in.',

  // Toast and Toaster
  'toast-padding':
    "Padding of a toast, with room on the right for its close button; it replaces the notification's own.",
  'toast-shadow': 'Shadow of a toast.',
  'toast-duration': 'Duration of the enter and exit animations.',
  'toast-distance': 'How far a toast slides as it comes and goes, towards the edge of the screen it sits on.',
  'toaster-width': 'Width of the stack of toasts; never wider than the screen.',
  'toaster-gap': 'Space between two toasts.',
  'toaster-offset': 'Distance from the edges of the screen.',
  'toaster-z': 'Stacking order (z-index), above a modal so a toast about it shows.',

  // Accordion
  'accordion-background-color': 'Background colour of the panels.',
  'accordion-border-color': 'Colour of the border around the accordion and between its items.',
  'accordion-radius': 'Corner radius of the accordion.',
  'accordion-header-padding': 'Padding of each header.',
  'accordion-header-color': 'Text colour of the headers.',
  'accordion-header-weight': 'Font weight of the headers.',
  'accordion-header-h': 'Hue of the header background.',
  'accordion-header-s': 'Saturation of the header background.',
  'accordion-header-background-l': 'Lightness of the header background.',
  'accordion-header-background-l-delta': 'Lightness shift of the header background; set on hover and while pressed.',
  'accordion-body-padding': 'Padding of the content of each panel.',
  'accordion-icon-size': 'Size of the chevron in each header.',
  'accordion-duration': 'Duration of the opening and closing animation.',
  'accordion-easing': 'Easing of the opening and closing animation.',
};
