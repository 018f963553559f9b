import { afterAll, vi } from 'vitest';

// Files share their worker (isolate: false), so each one hands it back as it found it: real
// timers, its spies undone, nothing left drawn in the document nor kept in the tab's storage. Setup files run again for every
// file, so these hooks are per file.
afterAll(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
