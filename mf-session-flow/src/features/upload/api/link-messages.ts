// What the Link tab says when a page could not be read for a reason other than the page itself.

/** The device is offline: the link may be right. */
export const OFFLINE = 'You are offline: connect to the internet to add a link.';
/** Aayra's server did not answer. */
export const NOT_REACHED = 'Aayra could not be reached: check your connection and try again.';
/** Any other failure without a sentence of the server's own. */
export const UNREADABLE = 'This page could not be read. Please try again.';
