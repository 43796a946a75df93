import { renderStandaloneRemote } from '@aayra/app-contract/standalone';
import { pages } from './pages';
import { widgets } from './widgets';

void renderStandaloneRemote('mf_notifications', { pages, widgets });
