import { describe, expect, it } from 'vitest';
import { nativeBackAction } from './native-back-action';

describe('the native back button', () => {
  it('exits from the auth screens and /', () => {
    for (const path of ['/', '/login', '/register', '/forgot-password', '/reset-password']) {
      expect(nativeBackAction(path, null, 0)).toEqual({ type: 'exit' });
    }
  });
  it('on /home asks to press again, and exits on a second press within 2 seconds', () => {
    expect(nativeBackAction('/home', null, 10_000)).toEqual({ type: 'press-again' });
    expect(nativeBackAction('/home', 10_000, 12_000)).toEqual({ type: 'exit' });
    expect(nativeBackAction('/home', 10_000, 12_001)).toEqual({ type: 'press-again' });
  });
  it('goes from notification settings to settings, and from reviews, other screens and unknown paths home', () => {
    expect(nativeBackAction('/settings/notifications', null, 0)).toEqual({ type: 'navigate', to: '/settings' });
    expect(nativeBackAction('/review/abc', null, 0)).toEqual({ type: 'navigate', to: '/home' });
    expect(nativeBackAction('/favorites', null, 0)).toEqual({ type: 'navigate', to: '/home' });
    expect(nativeBackAction('/no/such/page', null, 0)).toEqual({ type: 'navigate', to: '/home' });
  });
});
