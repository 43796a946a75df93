import { useLocation } from '@aayra/app-contract/router';
import { useQuery } from '@aayra/supabase/query';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { getSupabase } from '@aayra/supabase/client';
import { paths, publicPaths } from '@aayra/app-contract/routes';
import { remotePageRoutes } from '@aayra/app-contract/remote-contract';

function describeExpiry(expiresAt: number | undefined): string {
  if (!expiresAt) return 'unknown';
  return new Date(expiresAt * 1000).toLocaleString();
}

/** /debug: what the app believes about the visitor, for support and for developers. */
export default function DebugPage() {
  const session = useAuthSession();
  const { pathname } = useLocation();
  const userId = session?.user.id;
  const profile = useQuery({
    queryKey: ['shell', 'debug-profile', userId],
    enabled: Boolean(userId),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('users')
        .select('userid, displayname, studentcategory, subscription_plan, timezone')
        .eq('userid', userId!)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });
  const authState = session === undefined ? 'checking' : session ? 'signed in' : 'signed out';
  const routes = [paths.home, ...remotePageRoutes.map((route) => route.path)];

  return (
    <main className="plain-page">
      <h1>Debug</h1>
      <section aria-labelledby="debug-auth">
        <h2 id="debug-auth">Auth state</h2>
        <dl>
          <dt>State</dt>
          <dd data-testid="auth-state">{authState}</dd>
          <dt>Email</dt>
          <dd>{session?.user.email ?? '-'}</dd>
          <dt>Session expires</dt>
          <dd>{describeExpiry(session?.expires_at)}</dd>
        </dl>
      </section>
      <section aria-labelledby="debug-user">
        <h2 id="debug-user">User state</h2>
        {!session && <p>No learner is signed in.</p>}
        {session && profile.isPending && <p>Loading...</p>}
        {session && profile.isError && <p>Error loading user data</p>}
        {profile.data && (
          <dl>
            <dt>Display name</dt>
            <dd>{profile.data.displayname ?? '-'}</dd>
            <dt>Student category</dt>
            <dd>{profile.data.studentcategory ?? '-'}</dd>
            <dt>Plan</dt>
            <dd>{profile.data.subscription_plan ?? '-'}</dd>
            <dt>Time zone</dt>
            <dd>{profile.data.timezone ?? '-'}</dd>
          </dl>
        )}
      </section>
      <section aria-labelledby="debug-routing">
        <h2 id="debug-routing">Routing check</h2>
        <p>
          Current path: <code>{pathname}</code>
        </p>
        <table>
          <caption>Every page and whether this visitor may open it</caption>
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">Open to</th>
              <th scope="col">Reachable now</th>
            </tr>
          </thead>
          <tbody>
            {[...publicPaths, ...routes.filter((path) => !publicPaths.includes(path))].map((path) => {
              const isPublic = publicPaths.includes(path);
              return (
                <tr key={path}>
                  <td>
                    <code>{path}</code>
                  </td>
                  <td>{isPublic ? 'everyone' : 'signed-in learners'}</td>
                  <td>{isPublic || session ? 'yes' : 'no: goes to /login'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </main>
  );
}
