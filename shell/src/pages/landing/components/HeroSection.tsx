import { Link } from '@aayra/app-contract/router';
import { paths } from '@aayra/app-contract/routes';

/**
 * What Aayra is, with the way in right under it: a visitor who has just read the pitch finds Start
 * 45-Day Trial and Sign In there, within a phone's first screen, without going back to the header.
 */
export function HeroSection() {
  return (
    <section className="landing__hero" aria-labelledby="landing-title">
      <h1 id="landing-title">Study with focus. Remember for good.</h1>
      <p className="landing__lead">
        Aayra is your study companion: focus on a topic, turn what you studied into a summary, flashcards and a quiz,
        take a break, and come back for spaced reviews until it sticks.
      </p>
      <p className="landing__hero-actions">
        <Link to={paths.register} className="aayra-button" data-variant="primary" data-size="lg">
          Start 45-Day Trial
        </Link>
        <Link to={paths.login} className="aayra-button" data-variant="secondary" data-size="lg">
          Sign In
        </Link>
      </p>
    </section>
  );
}
