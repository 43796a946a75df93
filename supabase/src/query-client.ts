import { createQueryClient } from './query-defaults';

/**
 * One QueryClient for the whole page (the providers' module shares it). In a module of its own so
 * that what runs as the session starts can use it without importing the providers, which follow
 * that session themselves.
 */
export const queryClient = createQueryClient();
