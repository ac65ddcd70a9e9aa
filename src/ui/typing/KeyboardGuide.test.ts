import { describe, expect, it } from 'vitest';
import { layoutById } from '../../keyboard';
import { codesForLayoutText, guideFor } from './KeyboardGuide';

describe('the keys and fingers lit for a character follow the layout', () => {
  it('lights AZERTY’s keys: a on KeyQ, the dead ^ and E for ê, Digit2 for é', () => {
    const fr = layoutById('fr');
    expect(guideFor('a', 'main', fr)).toEqual({ codes: ['KeyQ'], fingers: ['left-pinky'] });
    expect(guideFor('A', 'main', fr)).toEqual({
      codes: ['KeyQ', 'ShiftRight'],
      fingers: ['left-pinky', 'right-pinky'],
    });
    expect(guideFor('é', 'main', fr)).toEqual({ codes: ['Digit2'], fingers: ['left-ring'] });
    expect(guideFor('ê', 'main', fr)).toEqual({
      codes: ['KeyE', 'BracketLeft'],
      fingers: ['left-middle', 'right-pinky'],
    });
    expect(codesForLayoutText('qa', fr)).toEqual(['KeyA', 'KeyQ']);
  });

  it('lights QWERTZ’s z on KeyY, Dvorak’s on Slash, and US by default', () => {
    expect(guideFor('z', 'main', layoutById('de')).codes).toEqual(['KeyY']);
    expect(guideFor('z', 'main', layoutById('dvorak')).codes).toEqual(['Slash']);
    expect(guideFor('z').codes).toEqual(['KeyZ']);
    // The keypad is the same on every layout.
    expect(guideFor('5', 'numpad', layoutById('fr')).codes).toEqual(['Numpad5']);
  });
});
