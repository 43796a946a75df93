import { describe, expect, it } from 'vitest';
import { isNativeApp } from './native-app';

describe('isNativeApp', () => {
  it('is false in a browser, which has no native bridge', () => {
    expect(isNativeApp({})).toBe(false);
    expect(isNativeApp({ webkit: { messageHandlers: {} } })).toBe(false);
  });

  it('is true in the Android app, whose web view adds its bridge', () => {
    expect(isNativeApp({ androidBridge: {} })).toBe(true);
  });

  it('is true in the iOS app, whose web view has a bridge message handler', () => {
    expect(isNativeApp({ webkit: { messageHandlers: { bridge: {} } } })).toBe(true);
  });

  it('follows a custom Capacitor platform by its name', () => {
    expect(isNativeApp({ CapacitorCustomPlatform: { name: 'electron' } })).toBe(true);
    expect(isNativeApp({ CapacitorCustomPlatform: { name: 'web' }, androidBridge: {} })).toBe(false);
  });

  it('reads the page itself by default', () => {
    expect(isNativeApp()).toBe(false);
  });
});
