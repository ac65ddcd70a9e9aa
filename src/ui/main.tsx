import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { rememberEntryChannel } from './api/channel';
import './styles/global.css';

// The channel a school device or app store opened the app with holds for the whole visit and later ones.
rememberEntryChannel(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
