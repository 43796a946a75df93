/** Says a heart was put back because the change could not be saved. */
export function FavoriteFailure({ sessionname }: { sessionname: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {sessionname && (
        <p className="reviews-notice">Could not update the favorite for {sessionname}. Please try again.</p>
      )}
    </div>
  );
}
