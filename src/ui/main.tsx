// First, before any other module: zod's jitless config (zod-config.ts), set before any schema is built.
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appChannel, rememberEntryChannel } from './api/channel';
import { detectBridgeTransport } from './api/native-bridge';
import { watchFirstPage } from './first-page';
import { applyLiteMode } from './pwa/lite-mode';
import './styles/global.css';

/**
 * The server's pre-rendered text of a public page (title, lead, links) stays on screen until the app has drawn
 * its own page, instead of giving way to the app's "Loading..." steps: the first paint is the page's text, set
 * like the app's (global.css), and the app's page replaces it in one frame. What waits for the first page
 * (first-page.ts) loads after that frame.
 */
function watchFirstPageKeepingPrerendered(container: HTMLElement) {
  const prerendered = container.querySelector('.prerendered');
  if (!prerendered) {
    watchFirstPage(container);
    return;
  }
  container.before(prerendered);
  container.hidden = true;
  watchFirstPage(container, () => {
    prerendered.remove();
    container.hidden = false;
  });
}

async function start() {
  // The channel a school device or app store opened the app with holds for the whole visit and later ones.
  rememberEntryChannel(window.location.search);
  // Inside a native wrapper, its token, device id and channel arrive before the first render (docs/BRIDGE.md).
  const transport = detectBridgeTransport();
  if (transport) {
    const { connectWrapper } = await import('./api/native-bridge-protocol');
    await connectWrapper(transport);
  }
  applyLiteMode(appChannel());

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  watchFirstPageKeepingPrerendered(container);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
