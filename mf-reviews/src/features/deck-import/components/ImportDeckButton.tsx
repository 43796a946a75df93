import '../deck-import.css';
import { useState } from 'react';
import { Button } from '@aayra/design-system/components';
import { ImportDeckDialog } from './ImportDeckDialog';

/** "Import a deck", opening the import dialog; `startOpen` when the learner came here to import. */
export function ImportDeckButton({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <div className="deck-import__open">
      <Button onClick={() => setOpen(true)}>Import a deck</Button>
      <ImportDeckDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
