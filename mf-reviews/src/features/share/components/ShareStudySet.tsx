import '../share.css';
import { useId, useState } from 'react';
import { sharedStudySetPath } from '@aayra/app-contract/routes';
import { Button, ConfirmDialog, Switch, TextField } from '@aayra/design-system/components';
import { useSetShareName, useShareLink, useShareStudySet, useStopSharing } from '../api/share-link';
import { CopyLinkButton } from './CopyLinkButton';

/**
 * A completed session's Share section: a read-only link a classmate can open, with or without the
 * owner's name, which the owner can stop at once. The link is shown only when it is made (the
 * database keeps its hash alone); after a reload the owner makes a new one to copy it again.
 */
export function ShareStudySet({ sessionId }: { sessionId: string }) {
  const headingId = useId();
  const link = useShareLink(sessionId);
  const share = useShareStudySet(sessionId);
  const setName = useSetShareName(sessionId);
  const stop = useStopSharing(sessionId);
  const [showNameChoice, setShowNameChoice] = useState(false);
  const [confirmingStop, setConfirmingStop] = useState(false);
  const current = link.data ?? null;
  const url = current?.token ? `${window.location.origin}${sharedStudySetPath(current.token)}` : null;
  const failed = share.isError || setName.isError || stop.isError || link.isError;

  return (
    <section className="share-set" aria-labelledby={headingId}>
      <h2 id={headingId}>Share this study set</h2>
      <p className="share-set__about">
        Anyone with the link sees the summary, the flashcards and the questions, without the answers. Your material, your answers
        and your progress stay private.
      </p>
      <Switch
        label="Show my name on the shared page"
        checked={current ? current.showOwnerName : showNameChoice}
        disabled={link.isPending || setName.isPending}
        onChange={(event) => {
          const show = event.currentTarget.checked;
          if (current) setName.mutate(show);
          else setShowNameChoice(show);
        }}
      />
      {current ? (
        <>
          {url ? (
            <div className="share-set__link">
              <TextField label="Link to this study set" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
              <CopyLinkButton url={url} />
            </div>
          ) : (
            <p className="share-set__note">
              Sharing is on. The link is shown only when it is made; make a new link to copy it again (the old link then stops
              working).
            </p>
          )}
          <div className="share-set__actions">
            {!url && (
              <Button size="sm" loading={share.isPending} loadingLabel="Making a new link..." onClick={() => share.mutate(current.showOwnerName)}>
                Make a new link
              </Button>
            )}
            <Button size="sm" variant="danger" onClick={() => setConfirmingStop(true)}>
              Stop sharing
            </Button>
          </div>
        </>
      ) : (
        <div className="share-set__actions">
          <Button
            size="sm"
            variant="primary"
            disabled={link.isPending}
            loading={share.isPending}
            loadingLabel="Making the link..."
            onClick={() => share.mutate(showNameChoice)}
          >
            Create share link
          </Button>
        </div>
      )}
      {failed && (
        <p className="share-set__error" role="alert">
          Sharing could not be changed. Check your connection and try again.
        </p>
      )}
      <ConfirmDialog
        open={confirmingStop}
        title="Stop sharing this study set?"
        message="The link stops working at once. Classmates who already added the set keep their copy."
        confirmLabel="Stop sharing"
        tone="danger"
        confirming={stop.isPending}
        onCancel={() => setConfirmingStop(false)}
        onConfirm={() => stop.mutate(undefined, { onSettled: () => setConfirmingStop(false) })}
      />
    </section>
  );
}
