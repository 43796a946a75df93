import { useInsertionEffect, useId, type ReactNode } from 'react';
import { Card } from '@aayra/design-system/components';
import { installAuthStyles } from './install-auth-styles';

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  /** The profile form needs more room than the sign-in forms. */
  width?: 'narrow' | 'wide';
  /**
   * 'main' for the signed-out pages, which the host shows without its app layout (as it does its
   * own public pages); 'section' inside the app layout, whose <main> is already there.
   */
  landmark?: 'main' | 'section';
  children: ReactNode;
}

/** The frame every page of the sign-in area shares: one card with the page's heading. */
export function AuthPage({ title, intro, width = 'narrow', landmark: Landmark = 'main', children }: AuthPageProps) {
  const titleId = useId();
  useInsertionEffect(() => installAuthStyles(), []);
  return (
    <Landmark className="auth-page" data-width={width} aria-labelledby={titleId}>
      <Card className="auth-page__card" padding="lg">
        <h1 className="auth-page__title" id={titleId}>
          {title}
        </h1>
        {intro && <p className="auth-page__intro">{intro}</p>}
        {children}
      </Card>
    </Landmark>
  );
}
