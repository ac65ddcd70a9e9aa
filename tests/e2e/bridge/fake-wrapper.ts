import type { BrowserContext, Page } from '@playwright/test';

/**
 * A stand-in for the native wrapper (docs/BRIDGE.md), injected at document start as a WebView does:
 * - `android`: the object `addWebMessageListener` injects (`window.KeyQuestAndroid`: `postMessage(text)`, and
 *   `message` events carrying the wrapper's replies, as `replyProxy.postMessage` delivers them);
 * - `ios`: `window.webkit.messageHandlers.keyquest.postMessage(text)` (answering a promise, as
 *   WKScriptMessageHandlerWithReply does), and replies through `KeyQuestBridge.receive(text)`, as the wrapper's
 *   `evaluateJavaScript` calls it.
 * It keeps every message the page sent (`window.__wrapper.inbox`), answers `ready` with `init`, and lets the
 * test send anything (`window.__wrapper.send(text)`).
 */
export type WrapperShape = 'android' | 'ios';

export interface FakeWrapperOptions {
  shape: WrapperShape;
  /** The payload of the wrapper's `init` answer to `ready`. */
  init: Record<string, unknown>;
}

export interface PageMessage {
  type: string;
  version: number;
  payload: Record<string, unknown>;
}

declare global {
  interface Window {
    __wrapper?: { inbox: unknown[]; send(text: string): void };
  }
}

export async function installFakeWrapper(context: BrowserContext, options: FakeWrapperOptions) {
  await context.addInitScript(({ shape, init }) => {
    const inbox: unknown[] = [];
    const listeners: ((event: { data: unknown }) => void)[] = [];
    const scope = window as unknown as Record<string, unknown> & {
      KeyQuestBridge?: { receive(text: unknown): void };
    };
    const deliver = (text: string) => {
      if (shape === 'android') for (const listener of listeners) listener({ data: text });
      else scope.KeyQuestBridge?.receive(text);
    };
    const fromPage = (text: unknown) => {
      const message = typeof text === 'string' ? (JSON.parse(text) as { type?: string }) : text;
      inbox.push(message);
      if ((message as { type?: string }).type === 'ready')
        setTimeout(() => deliver(JSON.stringify({ type: 'init', version: 1, payload: init })), 0);
    };
    if (shape === 'android') {
      scope.KeyQuestAndroid = {
        postMessage: (text: string) => fromPage(text),
        addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
          if (type === 'message') listeners.push(listener);
        },
        onmessage: null,
      };
    } else {
      scope.webkit = {
        messageHandlers: {
          keyquest: {
            postMessage: (text: unknown) => {
              fromPage(text);
              return Promise.resolve(null);
            },
          },
        },
      };
    }
    window.__wrapper = { inbox, send: deliver };
  }, options);
}

/** Everything the page has sent to the wrapper so far (in this document). */
export async function inbox(page: Page): Promise<PageMessage[]> {
  return page.evaluate(() => (window.__wrapper?.inbox ?? []) as PageMessage[]);
}

/** The wrapper sends raw text (a message, or anything else) to the page. */
export async function sendToPage(page: Page, text: string) {
  await page.evaluate((value) => window.__wrapper?.send(value), text);
}

export const message = (type: string, payload: Record<string, unknown> = {}, version = 1) =>
  JSON.stringify({ type, payload, version });
