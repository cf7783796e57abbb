import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
// A transition render is time-sliced: React yields to the browser every few milliseconds
// instead of building the whole landing page in one long task, which keeps input responsive
// (and Total Blocking Time low) on slow phones.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
