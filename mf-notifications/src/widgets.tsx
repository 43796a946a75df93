import type { RemoteWidgets } from '@aayra/app-contract/remote-contract';
import { NotificationService } from './features/service/NotificationService';

export const widgets: RemoteWidgets<'mf_notifications'> = { NotificationService };
