import { useState } from 'react';
import { Button } from '@aayra/design-system/components';
import { readableDate } from '@aayra/app-contract/dates';
import { FormMessage } from '../../../components/FormMessage';
import { useAuthenticators, useConfirmCode, useRemoveAuthenticator, useStartEnrolment, type NewAuthenticator } from '../api/authenticator';
import { AuthenticatorQrCode } from './AuthenticatorQrCode';
import { CodeForm } from './CodeForm';

const ADDED = 'Two-factor authentication is on. Each sign-in now asks for a code from your app.';
const REMOVED = 'Two-factor authentication is off.';

/** Profile: turn two-factor authentication on with an authenticator app, or off again. */
export function TwoFactorCard({ learnerId }: { learnerId: string }) {
  const authenticators = useAuthenticators(learnerId);
  const [notice, setNotice] = useState<string>();
  const confirmed = authenticators.data?.filter((factor) => factor.status === 'verified') ?? [];
  return (
    <section className="two-factor" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="two-factor__title">
        Two-factor authentication
      </h2>
      <FormMessage tone="success">{notice}</FormMessage>
      {authenticators.isPending ? (
        <p>Checking your sign-in settings...</p>
      ) : authenticators.isError ? (
        <FormMessage tone="error">Your sign-in settings could not be loaded. Check your connection and try again.</FormMessage>
      ) : confirmed[0] ? (
        <>
          <ul className="two-factor__list" aria-label="Your authenticator apps">
            {confirmed.map((factor) => (
              <li key={factor.id}>
                {factor.friendly_name || 'Authenticator app'}, added {readableDate(factor.created_at)}
              </li>
            ))}
          </ul>
          <RemoveAuthenticator factorId={confirmed[0].id} onRemoved={() => setNotice(REMOVED)} />
        </>
      ) : (
        <AddAuthenticator onAdded={() => setNotice(ADDED)} onStart={() => setNotice(undefined)} />
      )}
    </section>
  );
}

function AddAuthenticator({ onAdded, onStart }: { onAdded: () => void; onStart: () => void }) {
  const start = useStartEnrolment();
  const confirm = useConfirmCode();
  const [adding, setAdding] = useState<NewAuthenticator>();

  if (!adding) {
    return (
      <>
        <p>Protect your account with a code from an authenticator app each time you sign in.</p>
        <FormMessage tone="error">{start.isError ? 'Two-factor authentication could not be started. Try again.' : undefined}</FormMessage>
        <Button
          loading={start.isPending}
          loadingLabel="Starting..."
          onClick={() => {
            onStart();
            start.mutate(undefined, { onSuccess: setAdding });
          }}
        >
          Turn on two-factor authentication
        </Button>
      </>
    );
  }

  return (
    <CodeForm
      send={(code) => confirm.mutate({ factorId: adding.factorId, code }, { onSuccess: onAdded })}
      pending={confirm.isPending}
      error={confirm.error}
      submitLabel="Confirm code"
      loadingLabel="Checking..."
      onCancel={() => setAdding(undefined)}
    >
      <p>Scan this QR code with your authenticator app, or enter the key below in it.</p>
      <AuthenticatorQrCode uri={adding.uri} />
      <p>
        Key: <code className="two-factor__secret">{adding.secret}</code>
      </p>
    </CodeForm>
  );
}

function RemoveAuthenticator({ factorId, onRemoved }: { factorId: string; onRemoved: () => void }) {
  const remove = useRemoveAuthenticator();
  const [removing, setRemoving] = useState(false);

  if (!removing) {
    return (
      <>
        <p>On: each sign-in asks for a code from your authenticator app.</p>
        <Button variant="danger" onClick={() => setRemoving(true)}>
          Turn off two-factor authentication
        </Button>
      </>
    );
  }

  return (
    <CodeForm
      send={(code) => remove.mutate({ factorId, code }, { onSuccess: onRemoved })}
      pending={remove.isPending}
      error={remove.error}
      submitLabel="Turn off"
      loadingLabel="Turning off..."
      variant="danger"
      onCancel={() => setRemoving(false)}
    >
      <p>Enter a current code from your authenticator app to turn two-factor authentication off.</p>
    </CodeForm>
  );
}
