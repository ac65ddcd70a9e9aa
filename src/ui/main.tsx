import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appChannel, rememberEntryChannel } from './api/channel';
import { detectBridgeTransport } from './api/native-bridge';
import { applyLiteMode } from './pwa/lite-mode';
import './styles/global.css';

// The page's Content-Security-Policy allows no eval: zod's global config (jitless) is set by a classic script in
// index.html (assets/public/zod-config.js) before any module builds a schema; zod itself loads with the API client.

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
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
