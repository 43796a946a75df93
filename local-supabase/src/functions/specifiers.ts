/**
 * Hosted functions import packages by URL-like specifiers (npm:, jsr:, https://esm.sh/). Locally
 * they are mapped to the packages installed in the workspace, so nothing is fetched.
 */
const PACKAGE_SPECIFIER = /^(?:npm:|jsr:|https?:\/\/esm\.sh\/)(@[^/@]+\/[^/@?]+|[^/@?]+)(?:@[^/?]*)?(\/[^?]*)?/;

/** '@supabase/supabase-js' for 'npm:@supabase/supabase-js@2', or null when not a package. */
export function installedPackageFor(specifier: string): string | null {
  const match = PACKAGE_SPECIFIER.exec(specifier);
  if (!match) return null;
  const [, name = '', subpath = ''] = match;
  return subpath && subpath !== '/' ? `${name}${subpath}` : name;
}

export function isDenoStdHttpServer(specifier: string): boolean {
  return /^https:\/\/deno\.land\/std(@[^/]+)?\/http\/server\.ts$/.test(specifier);
}
