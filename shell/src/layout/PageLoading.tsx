import { Spinner } from '@aayra/design-system/components';

/** While a page or the session check loads: 'Loading...', with a spinner beside it. */
export function PageLoading() {
  return (
    <div role="status" className="page-loading">
      <Spinner />
      <p>Loading...</p>
    </div>
  );
}
