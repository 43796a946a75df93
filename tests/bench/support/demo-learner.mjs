// The demo learner the local stack seeds (supabase/seed.sql), as the benchmarks sign in: the
// session supabase-js keeps after a sign-in with password, and the key it keeps it under.

export const DEMO = { email: 'demo@aayra.app', password: 'aayra-demo-2026' };

/** The demo learner's session from the backend at `backend.url`. */
export async function signInDemoLearner(backend) {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`The demo learner could not sign in: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Where supabase-js keeps the session in localStorage for a backend at `url`. */
export const authStorageKey = (url) => `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
