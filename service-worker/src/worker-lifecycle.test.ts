import { beforeEach, describe, expect, it } from 'vitest';
import { FakeWorkerScope } from './fake-worker-scope';
import { SKIP_WAITING, installWorkerLifecycle } from './worker-lifecycle';

let scope: FakeWorkerScope;

beforeEach(() => {
  scope = new FakeWorkerScope();
  installWorkerLifecycle(scope);
});

describe('a new version of the worker', () => {
  it('waits after installing while pages of the old version are open', async () => {
    await scope.dispatchLifecycle('install');
    expect(scope.skippedWaiting).toBe(false);
  });

  it('takes over when the learner chooses to reload, and not for any other message', async () => {
    await scope.dispatchMessage({ type: 'something else' });
    await scope.dispatchMessage(null);
    expect(scope.skippedWaiting).toBe(false);
    await scope.dispatchMessage({ type: SKIP_WAITING });
    expect(scope.skippedWaiting).toBe(true);
  });

  it('controls the open pages once active', async () => {
    await scope.dispatchLifecycle('activate');
    expect(scope.claimed).toBe(true);
  });
});
