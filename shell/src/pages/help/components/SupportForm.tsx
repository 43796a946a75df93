import { useRef, useState, type FormEvent } from 'react';
import { Button, Card, Field, Select, TextField } from '@aayra/design-system/components';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { useSendSupportRequest } from '../api/send-support-request';
import { SUPPORT_DESCRIPTION_MAX_LENGTH, SUPPORT_TITLE_MAX_LENGTH } from '@aayra/supabase/product-constants';
import {
  SUPPORT_EMAIL,
  isSupportRequestType,
  supportMailtoHref,
  supportRequestTypes,
  validateSupportRequest,
  type SupportRequestDraft,
  type SupportRequestErrors,
} from '../support-request';

/** After a send: stored in the database, or handed to the visitor's email app. */
type Outcome = null | 'sent' | { mailto: string };

const emptyDraft: SupportRequestDraft = { type: 'feedback', title: '', description: '' };

/**
 * A signed-in learner's request is stored with their account; a visitor's opens their email app,
 * since there is no account to answer.
 */
export function SupportForm() {
  const session = useAuthSession();
  const userId = session?.user.id;
  const send = useSendSupportRequest(userId);
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<SupportRequestErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const update = (change: Partial<SupportRequestDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setOutcome(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits too, even while the button shows it is busy.
    if (send.isPending) return;
    const found = validateSupportRequest(draft);
    setErrors(found);
    if (found.title || found.description) {
      (found.title ? titleRef : descriptionRef).current?.focus();
      return;
    }
    if (!userId) {
      const href = supportMailtoHref(draft);
      window.location.href = href;
      setOutcome({ mailto: href });
      return;
    }
    send.mutate(draft, {
      onSuccess: () => {
        setDraft(emptyDraft);
        setOutcome('sent');
      },
    });
  };

  return (
    <Card as="section" aria-labelledby="support-form-title">
      <h2 id="support-form-title" style={{ marginTop: 0 }}>
        Contact support
      </h2>
      <p style={{ marginTop: 0, color: 'var(--aayra-color-text-muted)' }}>
        {userId
          ? 'Your request is sent with your account, so we can answer you by email.'
          : `You are not signed in: sending opens your email app, addressed to ${SUPPORT_EMAIL}.`}
      </p>
      <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 'var(--aayra-space-4)' }}>
        <Select
          label="Type"
          options={supportRequestTypes}
          value={draft.type}
          onChange={(event) => {
            if (isSupportRequestType(event.target.value)) update({ type: event.target.value });
          }}
        />
        <TextField
          ref={titleRef}
          label="Title"
          required
          value={draft.title}
          error={errors.title}
          hint={`${draft.title.length} / ${SUPPORT_TITLE_MAX_LENGTH} characters`}
          onChange={(event) => update({ title: event.target.value })}
        />
        <Field
          label="Description"
          required
          error={errors.description}
          hint={`${draft.description.length} / ${SUPPORT_DESCRIPTION_MAX_LENGTH} characters`}
        >
          {(control) => (
            <textarea
              {...control}
              ref={descriptionRef}
              className="aayra-input"
              rows={6}
              value={draft.description}
              onChange={(event) => update({ description: event.target.value })}
            />
          )}
        </Field>
        {send.isError && (
          <p role="alert" style={{ margin: 0, color: 'var(--aayra-color-danger-text)' }}>
            Your request could not be sent: {send.error.message}. Please try again.
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" loading={send.isPending} loadingLabel="Sending...">
            {userId ? 'Send request' : 'Send by email'}
          </Button>
        </div>
        <p role="status" style={{ margin: 0 }}>
          {outcome === 'sent' && 'Thank you! Your request was sent to the Aayra team.'}
          {outcome !== null && outcome !== 'sent' && (
            <>
              Your email app should open with your request. If it does not,{' '}
              <a href={outcome.mailto}>send it by email</a>.
            </>
          )}
        </p>
      </form>
    </Card>
  );
}
