import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_KEYBOARD_LAYOUT,
  isKeyboardLayoutId,
  type KeyboardLayoutId,
} from '../../contracts/constants';
import { useSessionStore } from '../api/session-store';

/**
 * The keyboard layout kept on the device: the one a learner who has not signed in chose, the last layout seen
 * of each character (so a lesson opened offline, or before the character list has loaded, still draws it), and
 * whom the first-run step has already asked. The server keeps each character's layout (`keyboardLayout`).
 */
interface KeyboardLayoutState {
  /** The layout chosen before anyone signed in on this device. */
  device: KeyboardLayoutId | null;
  /** The last layout seen of each character, by character id. */
  byCharacter: Record<string, KeyboardLayoutId>;
  /** Who has answered the first-run step: 'device', or a character id. */
  asked: Record<string, true>;
  remember: (characterId: number | null, layout: KeyboardLayoutId, chosen: boolean) => void;
}

export const useKeyboardLayoutStore = create<KeyboardLayoutState>()(
  persist(
    (set) => ({
      device: null,
      byCharacter: {},
      asked: {},
      remember: (characterId, layout, chosen) =>
        set((state) => {
          const who = characterId === null ? 'device' : String(characterId);
          const asked = chosen ? { ...state.asked, [who]: true as const } : state.asked;
          if (characterId === null) return { device: layout, asked };
          return { byCharacter: { ...state.byCharacter, [who]: layout }, asked };
        }),
    }),
    {
      name: 'keyquest.keyboard-layout',
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: ({ device, byCharacter, asked }) => ({ device, byCharacter, asked }),
    },
  ),
);

/** A stored value that names a layout, else undefined (a layout removed since, or a damaged store). */
function known(value: string | null | undefined): KeyboardLayoutId | undefined {
  return value && isKeyboardLayoutId(value) ? value : undefined;
}

/**
 * The layout the device keeps for a learner: a character's last seen layout (null: nobody signed in), else the
 * layout chosen on the device before sign-in, else US.
 */
export function keptLayout(
  state: Pick<KeyboardLayoutState, 'device' | 'byCharacter'>,
  characterId: number | null,
): KeyboardLayoutId {
  const ofCharacter = characterId === null ? undefined : known(state.byCharacter[String(characterId)]);
  return ofCharacter ?? known(state.device) ?? DEFAULT_KEYBOARD_LAYOUT;
}

/** The layout the current learner types on, read outside React (a game round being saved). */
export function currentKeyboardLayout(): KeyboardLayoutId {
  const { signedIn, characterId } = useSessionStore.getState();
  return keptLayout(useKeyboardLayoutStore.getState(), signedIn ? characterId : null);
}

/**
 * What a character made on this device starts with: the layout chosen here before sign-in, if any (absent, the
 * server gives US). Call `adoptDeviceLayout` with the character once it exists, so it is not asked again.
 */
export function deviceLayoutField(): { keyboardLayout?: KeyboardLayoutId } {
  const device = known(useKeyboardLayoutStore.getState().device);
  return device ? { keyboardLayout: device } : {};
}

/** A character made with the device's layout counts as having chosen it. */
export function adoptDeviceLayout(character: {
  characterId: number;
  keyboardLayout: KeyboardLayoutId;
}): void {
  const { device, asked, remember } = useKeyboardLayoutStore.getState();
  if (device && asked.device && character.keyboardLayout === device)
    remember(character.characterId, character.keyboardLayout, true);
}
