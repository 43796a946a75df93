import { useEffect, useState, type FormEvent } from 'react';
import { Button, TextField, VisuallyHidden } from '@aayra/design-system/components';
import { useAddMaterial, useRemoveMaterial, useSessionMaterials } from '../api/session-materials';
import { checkLinkAddress } from '../links/link-address';
import { readStudyLink } from '../api/read-study-link';
import { UNREADABLE } from '../api/link-messages';
import { MaterialItem } from './MaterialItem';

const READING = 'Reading the page...';
const ALREADY_ADDED = 'This page is already added.';

/** Links to pages whose readable text becomes study material; each is stored as soon as it is read. */
export interface LinkMaterialsProps {
  sessionId: string;
  /** Told whether a page is being read, so the page waits for it before submitting. */
  onBusyChange?: (busy: boolean) => void;
}

export function LinkMaterials({ sessionId, onBusyChange }: LinkMaterialsProps) {
  const materials = useSessionMaterials(sessionId);
  const addMaterial = useAddMaterial(sessionId);
  const removeMaterial = useRemoveMaterial(sessionId);
  const [typed, setTyped] = useState('');
  // The link being read; the field may change meanwhile.
  const [reading, setReading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const busy = reading !== null;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  const links = (materials.data ?? []).filter((material) => material.kind === 'link');

  const onRead = async (event: FormEvent) => {
    event.preventDefault();
    if (reading) return;
    const checked = checkLinkAddress(typed);
    if (checked.error !== null) {
      setProblem(checked.error);
      setAnnouncement(checked.error);
      return;
    }
    setProblem(null);
    setReading(checked.url);
    setAnnouncement(READING);
    try {
      const page = await readStudyLink(checked.url);
      if (links.some((link) => link.sourceurl === page.finalUrl)) throw new Error(ALREADY_ADDED);
      const title = page.title.trim() || new URL(page.finalUrl).hostname;
      await addMaterial.mutateAsync({ kind: 'link', title, content: page.text, sourceurl: page.finalUrl });
      // Only a link that was read and stored leaves the field: a refused one stays to be corrected.
      setTyped('');
      setAnnouncement(`Added ${title}.`);
    } catch (error) {
      const message = error instanceof Error ? error.message : UNREADABLE;
      setProblem(message);
      setAnnouncement(message);
    } finally {
      setReading(null);
    }
  };

  return (
    <div className="sf-stack">
      <p className="sf-subtitle">Add a link to an article or web page: Aayra reads its text, without menus and adverts.</p>
      <form className="sf-stack" onSubmit={(event) => void onRead(event)} noValidate>
        <TextField
          label="Link to a page"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          error={problem}
        />
        <div className="sf-row">
          <Button type="submit" loading={reading !== null} loadingLabel={READING}>
            Read page
          </Button>
        </div>
      </form>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {materials.error && <p className="sf-material__message">{materials.error.message}</p>}
      {/* Each link is an h3 (MaterialItem): this heading keeps the outline h1, h2, h3. */}
      {(links.length > 0 || reading !== null) && <h2 className="sf-material__title">Added links</h2>}
      {links.map((link) => (
        <MaterialItem
          key={link.materialid}
          title={link.title}
          text={link.content}
          details={link.sourceurl ?? undefined}
          message={removeMaterial.variables?.materialid === link.materialid ? (removeMaterial.error?.message ?? null) : null}
          onRemove={() => removeMaterial.mutate(link)}
          removing={removeMaterial.isPending && removeMaterial.variables?.materialid === link.materialid}
        />
      ))}
      {/* The link being read, where it will appear once read. */}
      {reading !== null && <MaterialItem title={reading} text="" progress={{ label: READING, fraction: null }} />}
    </div>
  );
}
