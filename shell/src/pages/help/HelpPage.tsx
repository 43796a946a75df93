import { Link } from '@aayra/app-contract/router';
import { paths } from '@aayra/app-contract/routes';
import { HelpFaq } from './components/HelpFaq';
import { SupportForm } from './components/SupportForm';

/**
 * /help, public (decisions.md): the core flow in a few answers, and a way to reach the team.
 * Visitors reach it from the landing page, so it stands outside the app's bars with its own main.
 */
export default function HelpPage() {
  return (
    <main className="plain-page" style={{ display: 'grid', gap: 'var(--aayra-space-5)' }}>
      <nav aria-label="Help">
        <Link to={paths.root}>Back to Aayra</Link>
      </nav>
      <h1 style={{ margin: 0 }}>Help &amp; Support</h1>
      <HelpFaq />
      <SupportForm />
    </main>
  );
}
