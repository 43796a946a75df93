import { renderStandaloneRemote } from '@aayra/app-contract/standalone';
import { pages } from './pages';

void renderStandaloneRemote('mf_auth', { pages });
