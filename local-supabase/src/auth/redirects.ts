/**
 * Where an e-mailed link may send the learner's browser, as Supabase Auth decides it: to the site
 * (any URL on site_url's host), or to a URL matching one of additional_redirect_urls; anything
 * else falls back to site_url, so a link never hands a session to someone else's page.
 */

// As the glob library Supabase Auth uses, with '.' and '/' as separators: '*' stays inside one
// host label or path segment, '**' crosses them, '?' is one character that is not a separator.
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else source += char.replace(/[\\^$+.()|{}[\]]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export interface RedirectRules {
  siteUrl: string;
  additionalRedirectUrls: readonly string[];
}

export function makeRedirectCheck({ siteUrl, additionalRedirectUrls }: RedirectRules) {
  const site = new URL(siteUrl);
  const patterns = additionalRedirectUrls.map(globToRegExp);

  /** The URL to send the browser to: redirect_to when it is allowed, else site_url. */
  return function allowedRedirect(redirectTo: string | null | undefined): string {
    if (!redirectTo) return site.href;
    let target: URL;
    try {
      target = new URL(redirectTo);
    } catch {
      return site.href;
    }
    // Only web pages: never javascript:, data: or an app scheme; and no user@ part, which would
    // let a glob's '*' swallow a host ("http://localhost:x@elsewhere/").
    if ((target.protocol !== 'http:' && target.protocol !== 'https:') || target.username || target.password) return site.href;
    target.hash = '';
    // Matched on the parsed, normalised form, so the browser goes where the check looked.
    if (target.hostname === site.hostname || patterns.some((pattern) => pattern.test(target.href))) return target.href;
    return site.href;
  };
}

export type RedirectCheck = ReturnType<typeof makeRedirectCheck>;
