import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@aayra/app-contract/router';
import { App } from '@capacitor/app';
import { useToast } from '@aayra/design-system/components';
import { nativeBackAction } from './native-back-action';

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
    const listener = App.addListener('backButton', () => {
      const now = Date.now();
      const action = nativeBackAction(pathnameRef.current, lastPressAt.current, now);
      lastPressAt.current = now;
      if (action.type === 'exit') void App.exitApp().catch(() => undefined);
      if (action.type === 'press-again') toast({ title: 'Press again to exit' });
      if (action.type === 'navigate') void navigate(action.to);
    });
    return () => {
      void listener.then((handle) => handle.remove());
    };
  }, [navigate, toast]);
  return null;
}
