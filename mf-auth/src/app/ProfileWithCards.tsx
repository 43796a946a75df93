import { timeZoneInForce } from '@aayra/supabase/profile';
import { MyDataCard } from '../features/my-data/components/MyDataCard';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { TwoFactorCard } from '../features/two-factor/components/TwoFactorCard';

/** The Profile page as the learner sees it: the form, then two-factor sign-in and their data. */
export function ProfileWithCards() {
  return (
    <ProfilePage
      cards={(profile) => (
        <>
          <TwoFactorCard learnerId={profile.userid} />
          <MyDataCard timeZone={timeZoneInForce(profile)} />
        </>
      )}
    />
  );
}
