import { useState } from 'react';
import { Button } from '@aayra/design-system/components';
import { readableDate } from '@aayra/app-contract/dates';
import { FormMessage } from '../../../components/FormMessage';
import { useAuthenticators, useConfirmEnrolment, useRemoveAuthenticator, useStartEnrolment, type NewAuthenticator } from '../api/authenticator';
import { codeErrorMessage } from '../code-messages';
import { AuthenticatorQrCode } from './AuthenticatorQrCode';
import { CodeField } from './CodeField';
import { useCodeForm } from './use-code-form';

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
          <RemoveAuthenticator learnerId={learnerId} factorId={confirmed[0].id} onRemoved={() => setNotice(REMOVED)} />
        </>
      ) : (
        <AddAuthenticator learnerId={learnerId} onAdded={() => setNotice(ADDED)} onStart={() => setNotice(undefined)} />
      )}
    </section>
  );
}

function AddAuthenticator({ learnerId, onAdded, onStart }: { learnerId: string; onAdded: () => void; onStart: () => void }) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment(learnerId);
  const [adding, setAdding] = useState<NewAuthenticator>();
  const form = useCodeForm((code) => adding && confirm.mutate({ factorId: adding.factorId, code }, { onSuccess: onAdded }), confirm.isPending);

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
    <form className="auth-form" onSubmit={form.submit} noValidate>
      <p>Scan this QR code with your authenticator app, or enter the key below in it.</p>
      <AuthenticatorQrCode uri={adding.uri} />
      <p>
        Key: <code className="two-factor__secret">{adding.secret}</code>
      </p>
      <CodeField {...form.field} />
      <FormMessage tone="error">{confirm.isError ? codeErrorMessage(confirm.error) : undefined}</FormMessage>
      <div className="auth-form__actions">
        <Button type="submit" variant="primary" loading={confirm.isPending} loadingLabel="Checking...">
          Confirm code
        </Button>
        <Button onClick={() => setAdding(undefined)}>Cancel</Button>
      </div>
    </form>
  );
}

function RemoveAuthenticator({ learnerId, factorId, onRemoved }: { learnerId: string; factorId: string; onRemoved: () => void }) {
  const remove = useRemoveAuthenticator(learnerId);
  const [removing, setRemoving] = useState(false);
  const form = useCodeForm((code) => remove.mutate({ factorId, code }, { onSuccess: onRemoved }), remove.isPending);

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
    <form className="auth-form" onSubmit={form.submit} noValidate>
      <p>Enter a current code from your authenticator app to turn two-factor authentication off.</p>
      <CodeField {...form.field} />
      <FormMessage tone="error">{remove.isError ? codeErrorMessage(remove.error) : undefined}</FormMessage>
      <div className="auth-form__actions">
        <Button type="submit" variant="danger" loading={remove.isPending} loadingLabel="Turning off...">
          Turn off
        </Button>
        <Button onClick={() => setRemoving(false)}>Cancel</Button>
      </div>
    </form>
  );
}
