import { BrowserRouter } from 'react-router-dom';
import { DataProviders } from '@aayra/supabase/providers';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <DataProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </DataProviders>
  );
}
