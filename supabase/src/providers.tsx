import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { createQueryClient } from './query-defaults';

/** One QueryClient and one jotai store for the whole page: this module is a shared singleton. */
export const queryClient = createQueryClient();
export const appStore = createStore();

export function DataProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>{children}</JotaiProvider>
    </QueryClientProvider>
  );
}
