import { Link } from '@aayra/app-contract/router';
import { paths } from '@aayra/app-contract/routes';

/** A visitor reads the set; studying it with spaced reviews needs an account. */
export function SignUpInvitation() {
  return (
    <section className="shared-set__invite" aria-label="Study this set">
      <p>Add this set to your reviews and Aayra reminds you when to go over it again.</p>
      <p className="shared-set__invite-links">
        <Link className="shared-set__cta" to={paths.register}>
          Sign up to study this set
        </Link>
        <span>
          Already have an account? <Link to={paths.login}>Sign In</Link>
        </span>
      </p>
    </section>
  );
}
