import { renderStandaloneRemote } from '@aayra/supabase/standalone';
import { widgets } from './widgets';

void renderStandaloneRemote('mf_stats', { widgets });
