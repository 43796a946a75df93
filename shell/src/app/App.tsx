import { useState } from 'react';
import { RouterProvider } from '@aayra/app-contract/router';
import { DataProviders } from '@aayra/supabase/providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <DataProviders>
      <RouterProvider router={router} />
    </DataProviders>
  );
}
