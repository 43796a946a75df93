/** What the native app's web view (or a custom Capacitor platform) defines before the page's scripts run. */
export interface NativeBridgeScope {
  CapacitorCustomPlatform?: { name?: string } | null;
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/**
 * Whether Aayra runs inside its native app, read as Capacitor's core reads its platform (a custom
 * platform by its name, else the Android bridge or the iOS web view's bridge handler) but without
 * loading it: on the web, none of the native app's plugins is ever loaded.
 */
export function isNativeApp(scope: NativeBridgeScope = globalThis as NativeBridgeScope): boolean {
  const custom = scope.CapacitorCustomPlatform || null;
  if (custom !== null) return custom.name !== 'web';
  return Boolean(scope.androidBridge ?? scope.webkit?.messageHandlers?.bridge);
}
