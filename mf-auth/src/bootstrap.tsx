import { renderStandaloneRemote } from '@aayra/supabase/standalone';
import { pages } from './pages';

void renderStandaloneRemote('mf_auth', { pages });
