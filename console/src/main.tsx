import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { startsAtSignIn } from './app/bootMode';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

// The sign-in page loads without the app around it; any other address loads the app, whose own
// /login route serves a sign-in that follows a lost session.
const start = startsAtSignIn(window.location.pathname)
  ? import('./features/auth/SignInApp').then(({ SignInApp }) => render(<SignInApp />))
  : import('./app/App').then(({ App }) => render(<App />));

// A release replaced under an open tab can leave its chunks missing: say so instead of a blank page.
start.catch(() => {
  container.textContent = 'The console could not be loaded. Reload the page to try again.';
});
