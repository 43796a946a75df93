import type { ReactNode } from 'react';

/** A list page's title and one line saying what it holds. */
export function PageHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header>
      <h1>{title}</h1>
      {intro && <p className="reviews-page__intro">{intro}</p>}
    </header>
  );
}
