import { IconButton } from '../IconButton/IconButton';
import { IconAlert, IconCheck, IconClose, IconInfo } from '../Icon/icons';
import type { ToastVariant } from './toastStore';

export interface ToastProps {
  /** What happened, e.g. 'Profile saved'. */
  title: string;
  /** More detail in a sentence. */
  description?: string;
  /** info (default), success or error: the colour and icon. */
  variant?: ToastVariant;
  /** False while it leaves the screen after dismissal. */
  open?: boolean;
  /** Called by the Dismiss button; without it there is none. */
  onDismiss?: () => void;
  /** Name of the Dismiss button; default 'Dismiss'. */
  dismissLabel?: string;
  /** Called when keyboard focus enters (true) and leaves (false) the toast, pausing its timer. */
  onPauseChange?: (paused: boolean) => void;
}

const ICONS = { info: IconInfo, success: IconCheck, error: IconAlert } as const;

/** One notification. Normally rendered by Toaster; exported for custom layouts and stories. */
export function Toast({
  title,
  description,
  variant = 'info',
  open = true,
  onDismiss,
  dismissLabel = 'Dismiss',
  onPauseChange,
}: ToastProps) {
  const Icon = ICONS[variant];
  return (
    <div
      className="aayra-toast"
      data-variant={variant}
      data-state={open ? 'open' : 'closed'}
      aria-hidden={open ? undefined : true}
      onFocus={() => onPauseChange?.(true)}
      onBlur={() => onPauseChange?.(false)}
    >
      <Icon className="aayra-toast__icon" />
      <div className="aayra-toast__text">
        <p className="aayra-toast__title">{title}</p>
        {description && <p className="aayra-toast__description">{description}</p>}
      </div>
      {onDismiss && open && (
        <IconButton size="sm" aria-label={dismissLabel} icon={<IconClose />} onClick={onDismiss} />
      )}
    </div>
  );
}
