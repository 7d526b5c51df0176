import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetSiteSettings } from '../lib/site-settings.ts';
import { preloadToastView } from '../lib/toast.tsx';

// findBy* and waitFor give up after 1 s by default: on a loaded 2-core CI machine a lazily loaded
// page section can take longer to appear. A passing wait returns as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  forgetSiteSettings();
});

// Pages show toasts through a lazily loaded view: load it once up front, so toasts render at once.
await preloadToastView();
