import { Link } from '@aayra/app-contract/router';
import { IconAlert } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { UPGRADE_TEXT, type LimitReset } from '../../../lib/limit-reset';

interface SessionLimitNoticeProps {
  /** The database's words for the reached limit, e.g. 'Session limit reached for today'. */
  message: string;
  /** When a new session can start, and whether a plan without limits exists. */
  reset: LimitReset | null;
  /** Ids the disabled form points at, so its fields say why they cannot be used. */
  messageId: string;
  resetId: string;
}

/** Why no session can start now and when one can, above the form it disables. */
export function SessionLimitNotice({ message, reset, messageId, resetId }: SessionLimitNoticeProps) {
  return (
    <div className="sf-limit-notice">
      {/* Unavailable is said by the icon and the words, not by colour alone. */}
      <IconAlert className="sf-limit-notice__icon" />
      <div className="sf-limit-notice__text">
        <p className="sf-limit-notice__message" id={messageId} role="alert">
          {message}
        </p>
        {reset && (
          <p id={resetId}>
            {reset.text}{' '}
            {reset.canUpgrade && <Link to={paths.settings}>{UPGRADE_TEXT}</Link>}
          </p>
        )}
      </div>
    </div>
  );
}
