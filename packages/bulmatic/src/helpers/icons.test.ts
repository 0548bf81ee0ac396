import { describe, expect, it } from 'vitest';
import { ICON_LIBRARIES, iconGlyph } from './icons.js';

describe('iconGlyph', () => {
  it('knows the four icon fonts', () => {
    expect(ICON_LIBRARIES).toEqual(['fontawesome', 'mdi', 'ionicons', 'material-symbols']);
  });

  it('follows each font’s class conventions', () => {
    expect(iconGlyph('fontawesome', 'user')).toEqual({ tag: 'i', className: 'fas fa-user' });
    expect(iconGlyph('fontawesome', 'user', 'fa-regular')).toEqual({ tag: 'i', className: 'fa-regular fa-user' });
    expect(iconGlyph('mdi', 'account')).toEqual({ tag: 'i', className: 'mdi mdi-account' });
    expect(iconGlyph('ionicons', 'person', 'ios')).toEqual({ tag: 'i', className: 'ion-ios-person' });
    expect(iconGlyph('material-symbols', 'person', 'sharp')).toEqual({
      tag: 'span',
      className: 'material-symbols-sharp',
      text: 'person',
    });
  });
});
