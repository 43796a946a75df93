// The link field is checked in the browser first, so a link Aayra would never read is not sent at
// all. The edge function checks again (and checks the address the name resolves to).

export type LinkAddressCheck = { url: string; error: null } | { url: null; error: string };

export const EMPTY_LINK_ERROR = 'Paste the link to a page first.';

/** The learner's typed link as an http(s) address to read, or the sentence saying why not. */
export function checkLinkAddress(typed: string): LinkAddressCheck {
  const text = typed.trim();
  if (text === '') return { url: null, error: EMPTY_LINK_ERROR };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // "example.com/page" is the usual slip: say what is missing rather than "invalid".
    const looksLikeAddress = /^[\w-]+(\.[\w-]+)+(:\d+)?([/?#]\S*)?$/.test(text);
    return {
      url: null,
      error: looksLikeAddress
        ? 'Add http:// or https:// at the start of the link.'
        : 'This is not the address of a web page: check what you pasted.',
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { url: null, error: `Aayra reads only http:// and https:// links; this one starts with ${url.protocol}` };
  }
  url.hash = '';
  return { url: url.href, error: null };
}
