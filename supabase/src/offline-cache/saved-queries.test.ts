import 'fake-indexeddb/auto';
import type { Session } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../app-store';
import { authSessionAtom } from '../auth/auth-session';
import { createQueryClient, NOT_SAVED_ON_DEVICE } from '../query-defaults';
import { createSavedQueriesPersister, keepCacheToOneLearner, savedQueriesOptions } from './saved-queries';

const maya = { user: { id: 'learner-maya' } } as Session;
const omar = { user: { id: 'learner-omar' } } as Session;
const mayaReviews = ['mf-reviews', 'pending-reviews', maya.user.id];
const WEEK_MS = 7 * 24 * 60 * 60_000;

/** A page of the app on this device: its own QueryClient and persister, as after a reload. */
interface Page {
  queryClient: QueryClient;
  persister: Persister;
}

/** Opens a page: the session check ends with `session`, then the saved cache is restored as at start. */
async function openPage(session: Session | null): Promise<Page> {
  appStore.set(authSessionAtom, undefined);
  const page = { queryClient: createQueryClient(), persister: createSavedQueriesPersister() };
  const restored = persistQueryClientRestore({ queryClient: page.queryClient, ...savedQueriesOptions(page.persister) });
  appStore.set(authSessionAtom, session);
  await restored;
  return page;
}

/** What the persister writes when the page's cache changes. */
async function save(page: Page) {
  await persistQueryClientSave({ queryClient: page.queryClient, ...savedQueriesOptions(page.persister) });
}

async function fetchInto(page: Page, queryKey: unknown[], data: unknown) {
  await page.queryClient.fetchQuery({ queryKey, queryFn: () => data });
}

afterEach(async () => {
  vi.restoreAllMocks();
  const page = await openPage(null);
  await page.persister.removeClient();
});

describe('the cache saved on the device', () => {
  beforeEach(() => appStore.set(authSessionAtom, undefined));

  it('shows a learner after a reload what they saw, with the time it was fetched', async () => {
    const before = await openPage(maya);
    await fetchInto(before, mayaReviews, [{ entryid: 'e1', sessionname: 'Cells' }]);
    const fetchedAt = before.queryClient.getQueryState(mayaReviews)?.dataUpdatedAt;
    await save(before);

    const after = await openPage(maya);
    expect(after.queryClient.getQueryData(mayaReviews)).toEqual([{ entryid: 'e1', sessionname: 'Cells' }]);
    expect(after.queryClient.getQueryState(mayaReviews)?.dataUpdatedAt).toBe(fetchedAt);
  });

  it('has what a page has just loaded, even when the page is reloaded the next moment', async () => {
    const before = await openPage(maya);
    const stop = persistQueryClientSubscribe({ queryClient: before.queryClient, ...savedQueriesOptions(before.persister) });
    await fetchInto(before, mayaReviews, [{ entryid: 'e1' }]);
    await fetchInto(before, ['supabase', 'home-dashboard', maya.user.id], { pendingreviews: 1 });
    // Well under the second TanStack's persister waits between writes by default.
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();

    const after = await openPage(maya);
    expect(after.queryClient.getQueryData(['supabase', 'home-dashboard', maya.user.id])).toEqual({ pendingreviews: 1 });
  });

  it('keeps only what the server answered, and nothing that means nothing after a reload', async () => {
    const before = await openPage(maya);
    await fetchInto(before, mayaReviews, []);
    await before.queryClient
      .fetchQuery({ queryKey: ['mf-stats', 'study-stats', maya.user.id], queryFn: () => Promise.reject(new Error('down')), retry: false })
      .catch(() => undefined);
    await before.queryClient.fetchQuery({
      queryKey: ['mf-session-flow', 'recording-audio', 'a.webm'],
      queryFn: () => 'blob:https://aayra.app/1',
      meta: NOT_SAVED_ON_DEVICE,
    });
    await save(before);

    const after = await openPage(maya);
    expect(after.queryClient.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([mayaReviews]);
  });

  it('is dropped when it is more than a week old', async () => {
    const before = await openPage(maya);
    await fetchInto(before, mayaReviews, []);
    await save(before);

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + WEEK_MS + 60_000);
    const after = await openPage(maya);
    expect(after.queryClient.getQueryData(mayaReviews)).toBeUndefined();
  });

  it('keeps queries in memory as long as it keeps them, so none leaves the saved cache early', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(savedQueriesOptions(createSavedQueriesPersister()).maxAge);
  });
});

describe('one learner’s cache', () => {
  beforeEach(() => appStore.set(authSessionAtom, undefined));

  it('is never shown to another learner who signs in on the device, and is removed', async () => {
    const mayas = await openPage(maya);
    await fetchInto(mayas, mayaReviews, [{ entryid: 'e1' }]);
    await save(mayas);

    const omars = await openPage(omar);
    expect(omars.queryClient.getQueryCache().getAll()).toHaveLength(0);
    const mayaAgain = await openPage(maya);
    expect(mayaAgain.queryClient.getQueryData(mayaReviews)).toBeUndefined();
  });

  it('is removed, with the page’s queries, when the learner signs out', async () => {
    const page = await openPage(maya);
    const stop = keepCacheToOneLearner(page.queryClient, page.persister);
    await fetchInto(page, mayaReviews, [{ entryid: 'e1' }]);
    await save(page);

    appStore.set(authSessionAtom, null);
    stop();
    expect(page.queryClient.getQueryData(mayaReviews)).toBeUndefined();
    const reopened = await openPage(maya);
    expect(reopened.queryClient.getQueryData(mayaReviews)).toBeUndefined();
  });

  it('is removed when another learner signs in on the open page (another tab signed the first out)', async () => {
    const page = await openPage(maya);
    const stop = keepCacheToOneLearner(page.queryClient, page.persister);
    await fetchInto(page, mayaReviews, [{ entryid: 'e1' }]);
    await save(page);

    appStore.set(authSessionAtom, omar);
    stop();
    expect(page.queryClient.getQueryData(mayaReviews)).toBeUndefined();
    const reopened = await openPage(maya);
    expect(reopened.queryClient.getQueryData(mayaReviews)).toBeUndefined();
  });

  it('waits, unshown, for its learner while no one is signed in (a session not renewed offline)', async () => {
    const before = await openPage(maya);
    await fetchInto(before, mayaReviews, [{ entryid: 'e1' }]);
    await save(before);

    const signedOut = await openPage(null);
    expect(signedOut.queryClient.getQueryCache().getAll()).toHaveLength(0);
    const mayaBack = await openPage(maya);
    expect(mayaBack.queryClient.getQueryData(mayaReviews)).toEqual([{ entryid: 'e1' }]);
  });

  it('is removed when someone signs in on a signed-out page, so a kept cache never lingers', async () => {
    const before = await openPage(maya);
    await fetchInto(before, mayaReviews, [{ entryid: 'e1' }]);
    await save(before);

    const signedOut = await openPage(null);
    const stop = keepCacheToOneLearner(signedOut.queryClient, signedOut.persister);
    appStore.set(authSessionAtom, omar);
    stop();

    const mayaBack = await openPage(maya);
    expect(mayaBack.queryClient.getQueryData(mayaReviews)).toBeUndefined();
  });
});
