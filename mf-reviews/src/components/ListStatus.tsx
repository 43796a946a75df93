import { ErrorPanel, Spinner } from '@aayra/design-system/components';

/** What a list page shows before it has rows: a spinner while loading, or the failure with Retry. */
export function ListStatus({
  isPending,
  isError,
  loadingLabel,
  errorTitle,
  onRetry,
}: {
  isPending: boolean;
  isError: boolean;
  loadingLabel: string;
  errorTitle: string;
  onRetry: () => void;
}) {
  if (isError) return <ErrorPanel title={errorTitle} message="Check your connection and try again." onRetry={onRetry} />;
  if (isPending) return <Spinner label={loadingLabel} />;
  return null;
}
