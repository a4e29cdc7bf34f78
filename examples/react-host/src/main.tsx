import { createRoot } from 'react-dom/client';
import { App } from './app';
import './app.css';

// The portal's address: `?portal=` (the tests serve the portal on a port of their own), else the
// build's VITE_CROUPIER_URL, else a portal on this machine.
const portal =
  new URLSearchParams(location.search).get('portal') ??
  (import.meta.env.VITE_CROUPIER_URL as string | undefined) ??
  'http://localhost:8080';

createRoot(document.getElementById('root')!).render(<App portal={portal} />);
