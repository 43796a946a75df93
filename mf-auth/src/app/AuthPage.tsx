import { useInsertionEffect, useId, type ReactNode } from 'react';
import { Card } from '@aayra/design-system/components';
import { installAuthStyles } from './install-auth-styles';

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  /** The profile form needs more room than the sign-in forms. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame every page of the sign-in area shares: one card with the page's heading. */
export function AuthPage({ title, intro, width = 'narrow', children }: AuthPageProps) {
  const titleId = useId();
  useInsertionEffect(() => installAuthStyles(), []);
  return (
    <section className="auth-page" data-width={width} aria-labelledby={titleId}>
      <Card className="auth-page__card" padding="lg">
        <h1 className="auth-page__title" id={titleId}>
          {title}
        </h1>
        {intro && <p className="auth-page__intro">{intro}</p>}
        {children}
      </Card>
    </section>
  );
}
