/**
 * TanStack Query as every Aayra app uses it, shared once in the page as this module rather than as
 * the library itself. A shared library is bundled whole, since any remote may use any export; this
 * module names the parts the apps use, so the page's copy keeps only those. This package's own
 * modules import it by name too ('@aayra/supabase/query', not a relative path): a module that a
 * remote bundles for itself (one the shell does not load) still meets the page's one copy, with its
 * one client and online state. An app that needs another part adds it here.
 */
export {
  IsRestoringProvider,
  QueryClient,
  QueryClientProvider,
  onlineManager,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { FetchStatus, Query, QueryKey } from '@tanstack/react-query';
