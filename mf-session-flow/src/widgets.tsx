import './app/session-flow.css';
import type { RemoteWidgets } from '@aayra/app-contract/remote-contract';
import { StartSessionCard } from './features/start-session/components/StartSessionCard';

export const widgets: RemoteWidgets<'mf_session_flow'> = { StartSessionCard };
