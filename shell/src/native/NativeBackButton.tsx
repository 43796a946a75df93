import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@aayra/design-system/components';
import { nativeBackAction } from './native-back-action';

/**
 * Whether the page runs in Aayra's native app: Capacitor's bridge is put in the page before any of
 * its scripts, so the web never loads the plugin.
 */
function inNativeApp(): boolean {
  const bridge = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}

/** Answers the phone's back button in the native app; the web has none, so this stays idle there. */
export function NativeBackButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const lastPressAt = useRef<number | null>(null);
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!inNativeApp()) return;
    const listener = import('@capacitor/app').then(({ App }) =>
      App.addListener('backButton', () => {
        const now = Date.now();
        const action = nativeBackAction(pathnameRef.current, lastPressAt.current, now);
        lastPressAt.current = now;
        if (action.type === 'exit') void App.exitApp().catch(() => undefined);
        if (action.type === 'press-again') toast({ title: 'Press again to exit' });
        if (action.type === 'navigate') void navigate(action.to);
      }),
    );
    return () => {
      void listener.then((handle) => handle.remove());
    };
  }, [navigate, toast]);
  return null;
}
