import { Link } from '@aayra/app-contract/router';
import { paths } from '@aayra/app-contract/routes';

const anchors = [
  { href: '#features', label: 'Features' },
  { href: '#results', label: 'Results' },
  { href: '#reviews', label: 'Reviews' },
] as const;

/** Sign In and Start 45-Day Trial look like the design system's buttons but are links: they navigate. */
export function LandingHeader() {
  return (
    <header className="landing__header">
      <a className="landing__brand" href="#top">
        Aayra
      </a>
      <nav aria-label="Sections">
        <ul className="landing__anchors">
          {anchors.map(({ href, label }) => (
            <li key={href}>
              <a href={href}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="landing__actions">
        <Link to={paths.login} className="aayra-button" data-variant="secondary" data-size="md">
          Sign In
        </Link>
        <Link to={paths.register} className="aayra-button" data-variant="primary" data-size="md">
          Start 45-Day Trial
        </Link>
      </div>
    </header>
  );
}
