import type { RemoteWidgets } from '@aayra/supabase/remote-contract';
import { StartSessionCard } from './features/start-session/StartSessionCard';

export const widgets: RemoteWidgets = { StartSessionCard };
