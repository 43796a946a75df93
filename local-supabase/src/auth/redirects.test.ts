import { describe, expect, it } from 'vitest';
import { makeRedirectCheck } from './redirects';

const allowed = makeRedirectCheck({
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: ['http://localhost:*/**', 'https://*.aayra.app/welcome'],
});
const SITE = 'http://127.0.0.1:3000/';

describe('redirect_to', () => {
  it('allows the site host on any port and path, and URLs matching the globs', () => {
    expect(allowed('http://127.0.0.1:4173/reset-password?x=1#old')).toBe('http://127.0.0.1:4173/reset-password?x=1');
    expect(allowed('http://localhost:4173/reset-password')).toBe('http://localhost:4173/reset-password');
    expect(allowed('http://localhost:8080')).toBe('http://localhost:8080/');
    expect(allowed('https://app.aayra.app/welcome')).toBe('https://app.aayra.app/welcome');
  });

  it('falls back to site_url for everything else', () => {
    for (const hostile of [
      undefined, '', 'not a url', 'https://evil.example/steal', 'javascript:alert(1)//127.0.0.1:3000',
      'data:text/html,hi', 'http://localhost:1@evil.example/', 'http://localhost.evil.example:80/',
      'https://evil.example/app.aayra.app/welcome', 'https://a.b.aayra.app/welcome', 'ftp://127.0.0.1/',
    ]) expect(allowed(hostile)).toBe(SITE);
  });
});
