import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Preloader } from '../features/preloader/components/Preloader';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <Preloader />
    </AppProviders>
  );
}
