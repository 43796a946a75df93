/** The page shown when Aayra cannot start at all: what failed, and nothing that needs the app. */
export function ApplicationError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="application-error" role="alert">
      <h1>Application Error</h1>
      <p>Failed to initialize React application</p>
      <pre>{message}</pre>
    </main>
  );
}
