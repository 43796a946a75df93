import { renderStandaloneRemote } from '@aayra/app-contract/standalone';
import { widgets } from './widgets';

void renderStandaloneRemote('mf_stats', { widgets });
