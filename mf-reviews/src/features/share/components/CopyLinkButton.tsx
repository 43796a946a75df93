import { useEffect, useState } from 'react';
import { Button } from '@aayra/design-system/components';

const SHOWN_MS = 4000;

/** Copies the link and says so in a status a screen reader announces; the field beside it stays selectable. */
export function CopyLinkButton({ url }: { url: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  return (
    <div className="share-set__copy">
      <Button
        size="sm"
        onClick={() => {
          // No clipboard outside a secure page: the learner copies from the field instead.
          (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('No clipboard'))).then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          );
        }}
      >
        Copy link
      </Button>
      <span role="status" className="share-set__copied">
        {status === 'copied' && 'Copied'}
        {status === 'failed' && 'Could not copy. Select the link and copy it yourself.'}
      </span>
    </div>
  );
}
