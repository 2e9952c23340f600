import '../lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render as a transition: React works in small slices and lets the browser respond
// (and paint) in between, instead of one long task on a slow phone. What index.html shows (the
// header shell, or a story's first look drawn by the server) stays until then.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
