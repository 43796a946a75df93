import { startRemotes } from './remotes/start-remotes';

// The current page's remote is fetched while the start-up chunks below still download; a failure
// here is shown by the start-up, which awaits the same promise.
startRemotes().catch(() => undefined);
// The async boundary lets the federation runtime settle shared singletons before anything renders.
// Named so the page can preload its chunks beside this one (tooling/rspack/start-up-preload-plugin.mjs).
void import(/* webpackChunkName: "start-up" */ './bootstrap');
