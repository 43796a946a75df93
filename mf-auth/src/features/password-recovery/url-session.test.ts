import { describe, expect, it } from 'vitest';
import { readUrlSession } from './url-session';

const complete = 'access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery';

describe('readUrlSession', () => {
  it('finds a complete session in the fragment', () => {
    expect(readUrlSession(`#${complete}`)).toBe('complete');
  });

  it.each(['access_token', 'expires_in', 'refresh_token', 'token_type'])('rejects a session without %s', (part) => {
    const params = new URLSearchParams(complete);
    params.delete(part);
    expect(readUrlSession(`#${params.toString()}`)).toBe('incomplete');
  });

  it('sees no session when the fragment has none', () => {
    expect(readUrlSession('')).toBe('none');
    expect(readUrlSession('#section')).toBe('none');
  });
});
