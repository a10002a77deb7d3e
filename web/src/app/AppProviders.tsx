import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConsentProvider } from '../features/consent/ConsentProvider';
import { createQueryClient, type SeededQueries } from './queryClient';

/** `queries`: data the page was rendered with, there before the first render (app/queryClient.ts). */
export function AppProviders({ children, queries }: { children: ReactNode; queries?: SeededQueries }) {
  const [queryClient] = useState(() => createQueryClient(queries));
  return (
    <QueryClientProvider client={queryClient}>
      <ConsentProvider>{children}</ConsentProvider>
    </QueryClientProvider>
  );
}
