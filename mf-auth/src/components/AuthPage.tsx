import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Card } from '@aayra/design-system/components';
import { AayraLogo } from './AayraLogo';

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
  /**
   * For a page that replaces a form the learner just sent: focus moves to its heading, so keyboard
   * and screen reader users are told where they are instead of losing focus with the form.
   */
  focusTitle?: boolean;
  children: ReactNode;
}

/**
 * The frame every page of the sign-in area shares: one card with the page's heading, under the
 * logo on the signed-out pages, which have no app bars to lead anywhere else.
 */
export function AuthPage({ title, intro, width = 'narrow', landmark: Landmark = 'main', focusTitle = false, children }: AuthPageProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  const page = (
    <Landmark className="auth-page" data-width={width} aria-labelledby={titleId}>
      <Card className="auth-page__card" padding="lg">
        <h1 className="auth-page__title" id={titleId} ref={heading} tabIndex={focusTitle ? -1 : undefined}>
          {title}
        </h1>
        {intro && <p className="auth-page__intro">{intro}</p>}
        {children}
      </Card>
    </Landmark>
  );
  if (Landmark === 'section') return page;
  return (
    <>
      <header className="auth-header">
        <AayraLogo />
      </header>
      {page}
    </>
  );
}
