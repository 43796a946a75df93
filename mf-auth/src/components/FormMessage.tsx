import type { ReactNode } from 'react';

interface FormMessageProps {
  tone: 'error' | 'success';
  children?: ReactNode;
}

/** A form's outcome, announced when it appears: errors as alerts, confirmations politely. */
export function FormMessage({ tone, children }: FormMessageProps) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <p className="auth-message" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
