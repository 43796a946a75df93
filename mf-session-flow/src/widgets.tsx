import type { RemoteWidgets } from '@aayra/supabase/remote-contract';
import { StartSessionCard } from './features/start-session/components/StartSessionCard';

export const widgets: RemoteWidgets = { StartSessionCard };
