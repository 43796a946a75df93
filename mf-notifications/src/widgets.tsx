import type { RemoteWidgets } from '@aayra/supabase/remote-contract';
import { NotificationService } from './features/service/NotificationService';

export const widgets: RemoteWidgets = { NotificationService };
