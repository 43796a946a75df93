import { useId, type SyntheticEvent } from 'react';
import { useModalDialog } from '../Dialog/useModalDialog';
import { useMinimumDisplay } from './useMinimumDisplay';

// decisions.md: the overlay stays at least 300 ms once shown.
export const LOADING_OVERLAY_MINIMUM_MS = 300;

export interface LoadingOverlayProps {
  /** Whether work is in progress; the overlay lingers for `minimumMs` once shown. */
  visible: boolean;
  /** The shortest time it stays once shown, so it never flashes; default 300 ms. */
  minimumMs?: number;
}

/** Full-screen and modal: the page underneath cannot be used until the work is done. */
export function LoadingOverlay({
  visible,
  minimumMs = LOADING_OVERLAY_MINIMUM_MS,
}: LoadingOverlayProps) {
  const shown = useMinimumDisplay(visible, minimumMs);
  return shown ? <OverlayDialog /> : null;
}

function OverlayDialog() {
  const id = useId();
  const dialogRef = useModalDialog();
  // Escape must not hide an overlay while the work it covers is still running.
  const preventClose = (event: SyntheticEvent) => event.preventDefault();
  return (
    <dialog
      ref={dialogRef}
      className="aayra-loading-overlay"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      aria-busy="true"
      tabIndex={-1}
      onCancel={preventClose}
    >
      <span className="aayra-loading-overlay__spinner" aria-hidden="true" />
      <p className="aayra-loading-overlay__title" id={`${id}-title`}>
        Aayra is working
      </p>
      <p className="aayra-loading-overlay__message" id={`${id}-message`}>
        Please wait...
      </p>
    </dialog>
  );
}
