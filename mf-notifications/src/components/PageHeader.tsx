import type { ReactNode } from 'react';

/** A notification page's one h1 and the sentence that says what the page is for. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="notifications-page__header">
      {children}
      <h1>{title}</h1>
      <p className="notifications-page__intro">{intro}</p>
    </header>
  );
}
