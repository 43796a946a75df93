import type { ReactNode } from 'react';
import { Link } from '@aayra/app-contract/router';
import { ConnectionNeeded, ErrorPanel, Spinner } from '@aayra/design-system/components';
import { useProfile, type Profile } from '@aayra/supabase/profile';
import { waitsForConnection } from '@aayra/supabase/query-defaults';
import { paths } from '@aayra/app-contract/routes';
import { AuthPage } from '../../../components/AuthPage';
import { useLearnerSession } from '../../../lib/use-learner-session';
import { FormMessage } from '../../../components/FormMessage';
import { errorMessage } from '../../../lib/error-message';
import { USER_NOT_AVAILABLE } from '../api/update-profile';
import { ProfileActions } from './ProfileActions';
import { ProfileForm } from './ProfileForm';
import { ProfilePicture } from './ProfilePicture';
import { useFirstLoginLanding } from './use-first-login-landing';

/**
 * @param cards  the cards other features add under the form (two-factor sign-in, the learner's
 *   data), given the loaded profile: app/ composes them, as a feature does not import another.
 */
export function ProfilePage({ cards }: { cards?: (profile: Profile) => ReactNode }) {
  const session = useLearnerSession();
  const profile = useProfile();
  useFirstLoginLanding();
  return (
    <AuthPage title="Profile" width="wide" landmark="section">
      {session && waitsForConnection(profile) ? (
        <ConnectionNeeded />
      ) : session === undefined || (session && profile.isPending) ? (
        <Spinner label="Loading your profile..." />
      ) : profile.isError ? (
        <ErrorPanel
          title="Your profile could not be loaded"
          message={errorMessage(profile.error, 'Check your connection and try again.')}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : !session || !profile.data ? (
        <>
          <FormMessage tone="error">{USER_NOT_AVAILABLE}</FormMessage>
          <p className="auth-links">
            <Link to={paths.login}>Sign in</Link>
          </p>
        </>
      ) : (
        <div className="auth-form">
          <ProfilePicture profile={profile.data} />
          {/* Keyed by learner: another learner signing in on this device starts from their own row. */}
          <ProfileForm key={profile.data.userid} profile={profile.data} />
          {cards?.(profile.data)}
          <ProfileActions />
        </div>
      )}
    </AuthPage>
  );
}
