import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadToastView } from '../lib/toast.tsx';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Pages show toasts through a lazily loaded view: load it once up front, so toasts render at once.
await preloadToastView();
