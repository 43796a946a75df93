import type { RemoteWidgets } from '@aayra/app-contract/remote-contract';
import { StudyStatsDialog } from './features/study-stats/StudyStatsDialog';

export const widgets = { StudyStatsDialog } as unknown as RemoteWidgets;
