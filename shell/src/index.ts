import { captureInstallOffer } from './install/install-offer';
import { startRemotes } from './remotes/start-remotes';

// The browser offers the install once, early, and tells only the listeners already there: kept
// here, before anything waits, for Settings' Install Aayra.
captureInstallOffer();

// The current page's remote starts loading before the start-up's chunks are evaluated. Once they
// have arrived, evaluating them is one long task: remotes.json's answer, which names the remote's
// manifest, waited behind it, and the remote's requests with it. The start-up itself awaits the
// same promise before the first render, and shows its failure.
// The async boundary lets the federation runtime settle shared singletons before anything renders.
// Named so the page can preload its chunks beside this one (tooling/rspack/start-up-preload-plugin.mjs).
void startRemotes()
  .catch(() => undefined)
  .then(() => import(/* webpackChunkName: "start-up" */ './bootstrap'));
