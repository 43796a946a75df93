import { Link } from '@aayra/app-contract/router';
import { paths } from '@aayra/app-contract/routes';
import { contactEmail } from '../landing-content';

export function LandingFooter() {
  return (
    <footer className="landing__footer">
      <Link to={paths.help}>Help Center</Link>
      <a href={`mailto:${contactEmail}`}>Contact us</a>
      <span>© Aayra</span>
    </footer>
  );
}
