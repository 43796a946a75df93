import { expect, type APIRequestContext } from '@playwright/test';
import { readShareScope, remoteApps } from '../../support/federation';
import { test } from '../signed-in';

test.use({ signedInAs: 'newLearner' });

const singletons = ['react', 'react-dom', '@aayra/app-contract/router', '@aayra/supabase/query', 'jotai', '@supabase/supabase-js'];

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Per provider (shell or remote), the chunk paths that carry its own copy of each shared library. */
async function sharedChunkPaths(request: APIRequestContext) {
  const providers = [{ name: 'shell', base: '/' }, ...remoteApps.map((app) => ({ name: app.name, base: `/mf/${app.folder}/` }))];
  const chunks: Record<string, Record<string, string[]>> = {};
  for (const { name, base } of providers) {
    const manifest = (await (await request.get(`${base}mf-manifest.json`)).json()) as Manifest;
    for (const shared of manifest.shared) {
      chunks[shared.name] ??= {};
      chunks[shared.name]![name] = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => base + file);
    }
  }
  return chunks;
}

test('every remote loads from its own manifest and each shared library loads once', async ({ page, request }) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));

  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'The Smarter way to Master more.' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Start New Session/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending Reviews' })).toBeVisible();

  await page.getByRole('button', { name: 'Aayra: open Study Stats' }).click();
  await expect(page.getByRole('dialog', { name: 'Study Stats' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: /Start New Session/ }).click();
  await expect(page.getByRole('heading', { name: 'New Session' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Notifications unavailable' })).toHaveCount(0);

  for (const { folder } of remoteApps) {
    expect(requested).toContain(`/mf/${folder}/mf-manifest.json`);
    expect(requested).toContain(`/mf/${folder}/remoteEntry.js`);
  }

  const scope = await readShareScope(page);
  const chunks = await sharedChunkPaths(request);
  for (const library of singletons) {
    const versions = scope[library] ?? [];
    expect(versions, `${library} has one version in the share scope`).toHaveLength(1);
    expect(versions[0]!.loaded, `${library} is loaded`).toBe(true);
    const providersFetched = Object.entries(chunks[library] ?? {})
      .filter(([, paths]) => paths.some((path) => requested.includes(path)))
      .map(([provider]) => provider);
    expect(providersFetched, `${library} is fetched from one provider only`).toEqual([versions[0]!.from]);
  }
});
