import { releasePainted } from '../../landing/prerender/release-painted';
import { HOME_SNAPSHOT_ATTRIBUTE } from './home-snapshot-format';

/** Takes Home's painted picture away and shows the app (releasePainted). */
export const releaseHomeSnapshot = (): void => releasePainted(HOME_SNAPSHOT_ATTRIBUTE);
