import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachKeyInput } from './key-input';

function press(target: EventTarget, init: KeyboardEventInit & { keyCode?: number }) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  if (init.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
  target.dispatchEvent(event);
  return event;
}

describe('attachKeyInput', () => {
  let detach: (() => void) | undefined;
  afterEach(() => detach?.());

  it('reports a typed character with the event timestamp and stops the default action', () => {
    const host = document.createElement('div');
    const onKeystroke = vi.fn();
    detach = attachKeyInput(host, { onKeystroke });

    const event = press(host, { key: 'f', code: 'KeyF' });

    expect(onKeystroke).toHaveBeenCalledTimes(1);
    expect(onKeystroke.mock.calls[0]![0]).toEqual({ kind: 'insert', char: 'f', timeStamp: event.timeStamp });
    expect(event.defaultPrevented).toBe(true);
  });

  it('reports Backspace as a delete and ignores auto-repeat', () => {
    const host = document.createElement('div');
    const onKeystroke = vi.fn();
    detach = attachKeyInput(host, { onKeystroke });

    press(host, { key: 'Backspace', code: 'Backspace' });
    press(host, { key: 'j', code: 'KeyJ', repeat: true });

    expect(onKeystroke.mock.calls.map(([keystroke]) => keystroke.kind)).toEqual(['delete']);
  });

  it('leaves shortcuts alone and passes steering keys to onControlKey', () => {
    const host = document.createElement('div');
    const onKeystroke = vi.fn();
    const onControlKey = vi.fn();
    detach = attachKeyInput(host, { onKeystroke, onControlKey });

    const shortcut = press(host, { key: 'r', code: 'KeyR', ctrlKey: true });
    press(host, { key: 'Escape', code: 'Escape' });
    const tab = press(host, { key: 'Tab', code: 'Tab' });

    expect(onKeystroke).not.toHaveBeenCalled();
    expect(shortcut.defaultPrevented).toBe(false);
    expect(onControlKey).toHaveBeenCalledWith('Escape', expect.any(KeyboardEvent));
    expect(tab.defaultPrevented).toBe(false);
  });

  it('ignores keys an IME takes and reports the composition until direct input returns', () => {
    const host = document.createElement('div');
    const onKeystroke = vi.fn();
    const onComposition = vi.fn();
    detach = attachKeyInput(host, { onKeystroke, onComposition });

    press(host, { key: 'Process', code: 'KeyZ', keyCode: 229 });
    press(host, { key: 'z', code: 'KeyZ', isComposing: true });
    press(host, { key: 'a', code: 'KeyA' });

    expect(onComposition.mock.calls).toEqual([[true], [false]]);
    expect(onKeystroke).toHaveBeenCalledTimes(1);
    expect(onKeystroke.mock.calls[0]![0]).toMatchObject({ kind: 'insert', char: 'a' });
  });

  it('stops listening once detached', () => {
    const host = document.createElement('div');
    const onKeystroke = vi.fn();
    attachKeyInput(host, { onKeystroke })();

    press(host, { key: 'f', code: 'KeyF' });

    expect(onKeystroke).not.toHaveBeenCalled();
  });
});
