import { describe, expect, it } from 'vitest';
import { parseRemoteManifestUrls, remoteNames } from './remote-contract';

describe('remote manifests served next to the app', () => {
  it('needs a manifest URL for every remote', () => {
    const all = Object.fromEntries(remoteNames.map((name) => [name, `/mf/${name}/mf-manifest.json`]));
    expect(parseRemoteManifestUrls(all)).toEqual(all);
    const { mf_stats: _missing, ...withoutStats } = all;
    expect(() => parseRemoteManifestUrls(withoutStats)).toThrow(/mf_stats/);
  });
});
