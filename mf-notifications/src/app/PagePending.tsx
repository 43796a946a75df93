/** Marks a page whose feature is not built yet, so nothing on it pretends to work. */
export function PagePending({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title" data-page-pending="true">
      <h1 id="page-title">{title}</h1>
      <p>This page is not available yet.</p>
    </section>
  );
}
