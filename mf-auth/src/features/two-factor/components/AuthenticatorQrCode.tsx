import { useEffect, useRef, useState } from 'react';

/**
 * The sign-in key as a QR code for an authenticator app to scan. Drawn on a canvas (the page's
 * policy allows no data: images), with the QR library loaded only when a learner adds an app.
 */
export function AuthenticatorQrCode({ uri }: { uri: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toCanvas }) => canvas.current && toCanvas(canvas.current, uri, { margin: 2, width: 200 }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [uri]);
  if (failed) return null;
  return <canvas ref={canvas} className="two-factor__qr" role="img" aria-label="QR code to scan with your authenticator app" />;
}
