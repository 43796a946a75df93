import { describe, expect, it } from 'vitest';
import { matchPath } from '@aayra/app-contract/router';
import { paths } from '@aayra/app-contract/routes';
import { currentPageModules, matchesRoute } from './preload-current-page';

describe('the remote modules a page shows first', () => {
  it('is the remote page a route opens, whatever the case or a trailing slash', () => {
    expect([...currentPageModules('/login')]).toEqual([['mf_auth', 'pages']]);
    expect([...currentPageModules('/Login/')]).toEqual([['mf_auth', 'pages']]);
    expect([...currentPageModules('/review/5b7c')]).toEqual([['mf_reviews', 'pages']]);
    expect([...currentPageModules('/settings/notifications')]).toEqual([['mf_notifications', 'pages']]);
  });

  it("is each remote of Home's widgets, once, on Home", () => {
    expect(currentPageModules('/home')).toEqual(
      new Map([
        ['mf_reviews', 'widgets'],
        ['mf_session_flow', 'widgets'],
      ]),
    );
  });

  it('is nothing on a page the shell draws itself or an unknown address', () => {
    expect(currentPageModules('/settings').size).toBe(0);
    expect(currentPageModules('/review').size).toBe(0);
    expect(currentPageModules('/review/5b7c/more').size).toBe(0);
    expect(currentPageModules('/nowhere').size).toBe(0);
  });

  it("matches every path of Aayra as the router does", () => {
    const addresses = ['/', '/login', '/LOGIN', '/login/', '/login/code', '/review/abc', '/review/', '/review/a/b', '/home/x', '/settings/notifications'];
    for (const pattern of Object.values(paths)) {
      for (const address of addresses) {
        expect(matchesRoute(pattern, address), `${pattern} against ${address}`).toBe(matchPath(pattern, address) !== null);
      }
    }
  });
});
