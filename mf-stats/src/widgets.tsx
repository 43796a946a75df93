import './app/styles/stats.css';
import type { RemoteWidgets } from '@aayra/app-contract/remote-contract';
import { StudyStatsDialog } from './features/study-stats/StudyStatsDialog';

export const widgets: RemoteWidgets<'mf_stats'> = { StudyStatsDialog };
