import { RouterProvider, type DataRouter } from 'react-router-dom';
import { AppProviders } from './app-providers.tsx';

/** The app in the browser: the providers around the browser router. */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
