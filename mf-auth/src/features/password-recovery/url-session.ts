/** A session in the link's address missing any of its four parts is refused with this message. */
export const NO_URL_SESSION_MESSAGE = 'No session defined in URL';

const SESSION_PARTS = ['access_token', 'expires_in', 'refresh_token', 'token_type'] as const;

export type UrlSession = 'none' | 'complete' | 'incomplete';

/**
 * What the recovery link left in the URL fragment. The auth client reads a complete session and
 * then clears the fragment; an incomplete one stays, and the page has to say it cannot be used.
 */
export function readUrlSession(hash: string): UrlSession {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const present = SESSION_PARTS.filter((part) => (params.get(part) ?? '') !== '');
  if (present.length === 0 && params.get('type') !== 'recovery') return 'none';
  return present.length === SESSION_PARTS.length ? 'complete' : 'incomplete';
}
