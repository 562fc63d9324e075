import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restorePersisted } from '@mentor/core';
import { App } from './app/app';
import { chat, session } from './lib/stores';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

// Read the persisted user and chat first (spec §3: restore time-out 5000 ms), so the first render
// already knows who is signed in and guards do not bounce a signed-in user to /login.
void restorePersisted({ session, chat }).finally(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
