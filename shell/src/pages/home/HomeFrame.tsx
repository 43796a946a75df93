import type { ReactNode, Ref } from 'react';

/**
 * Home's own frame: its tagline, then the cards. The page renders it, and the prerendered page
 * paints it before any script on a first visit (first-visit/home-frame-markup.tsx).
 */
export function HomeFrame({ ref, children }: { ref?: Ref<HTMLDivElement>; children?: ReactNode }) {
  return (
    <div className="home" ref={ref}>
      <h1 className="home__tagline">The Smarter way to Master more.</h1>
      {children}
    </div>
  );
}
