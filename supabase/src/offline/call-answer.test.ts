import { describe, expect, it } from 'vitest';
import { callAnswer } from './call-answer';

// The shapes supabase-js hands back for an rpc call.
const refusal = { error: { message: 'This review is already completed' }, status: 400 };
const notFound = { error: { message: 'Review not found' }, status: 404 };
const failedFetch = { error: { message: 'TypeError: Failed to fetch' }, status: 0 };
const gatewayDown = { error: { message: 'Bad Gateway' }, status: 502 };
const signInExpired = { error: { message: 'JWT expired' }, status: 401 };

describe('what became of a call', () => {
  it("keeps the backend's verdict, in its own words", () => {
    expect(callAnswer({ error: null, status: 200 })).toEqual({ kind: 'answered' });
    expect(callAnswer(refusal)).toEqual({
      kind: 'refused',
      reason: 'This review is already completed',
    });
    expect(callAnswer(notFound)).toEqual({ kind: 'refused', reason: 'Review not found' });
  });

  it('takes no answer, a backend in trouble and an expired sign-in for no verdict', () => {
    expect(callAnswer(failedFetch)).toEqual({ kind: 'not-reached' });
    expect(callAnswer(gatewayDown)).toEqual({ kind: 'not-reached' });
    expect(callAnswer(signInExpired)).toEqual({ kind: 'not-reached' });
    expect(callAnswer({ error: { message: 'Too many requests' }, status: 429 })).toEqual({
      kind: 'not-reached',
    });
  });
});
