// Before anything that may load zod.
import './lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadMatchedRoutes } from './app/router';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The page's own screen module loads first, so the first render shows the page, not an empty fallback.
void loadMatchedRoutes(window.location.pathname).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
