export interface RuntimeFiles {
  config: unknown;
  remotes: unknown;
}

let request: Promise<RuntimeFiles> | undefined;

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}.`);
  return response.json();
}

/**
 * The deploy-time files served next to the shell (they are never baked into its build), fetched
 * once: the shell's first script asks for them before its start-up chunks have arrived.
 */
export function fetchRuntimeFiles(): Promise<RuntimeFiles> {
  request ??= Promise.all([fetchJson('/runtime-config.json'), fetchJson('/remotes.json')]).then(
    ([config, remotes]) => ({ config, remotes }),
  );
  return request;
}
