import { describe, expect, it } from 'vitest';
import { supportMailtoHref, validateSupportRequest } from './support-request';

const draft = { type: 'issue' as const, title: 'Timer stops', description: 'The focus timer stops at 3:00.' };

describe('validateSupportRequest', () => {
  it('accepts a title and a description within their limits', () => {
    expect(validateSupportRequest(draft)).toEqual({});
    expect(validateSupportRequest({ ...draft, title: 'a'.repeat(100), description: 'b'.repeat(1000) })).toEqual({});
  });

  it('asks for the missing fields, ignoring blank space', () => {
    expect(validateSupportRequest({ ...draft, title: '  ', description: '\n' })).toEqual({
      title: 'Please enter a title.',
      description: 'Please describe your request.',
    });
  });

  it('refuses a title over 100 and a description over 1000 characters', () => {
    expect(validateSupportRequest({ ...draft, title: 'a'.repeat(101), description: 'b'.repeat(1001) })).toEqual({
      title: 'The title can be at most 100 characters.',
      description: 'The description can be at most 1000 characters.',
    });
  });
});

describe('supportMailtoHref', () => {
  it('addresses support with the type in the subject and the description as the body', () => {
    const href = new URL(supportMailtoHref({ ...draft, description: 'Line 1 & 2?' }));
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('support@aayra.app');
    expect(href.searchParams.get('subject')).toBe('[Issue] Timer stops');
    expect(href.searchParams.get('body')).toBe('Line 1 & 2?');
  });
});
