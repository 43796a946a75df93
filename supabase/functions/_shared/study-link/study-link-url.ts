import { StudyLinkError } from './study-link-error.ts';

/**
 * The learner's link as a URL Aayra may fetch: http or https only. The URL parser also turns
 * the decimal, octal and hex host forms (http://2130706433/, http://0x7f.1/) into dotted IPv4,
 * so the address check sees the address that would really be used.
 */
export function studyLinkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new StudyLinkError(400, 'This is not a web link; links start with http:// or https://.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StudyLinkError(400, 'Only http and https links can be read.');
  }
  if (url.username || url.password) {
    throw new StudyLinkError(400, 'Links with a user name or password in them cannot be read.');
  }
  url.hash = '';
  return url;
}
