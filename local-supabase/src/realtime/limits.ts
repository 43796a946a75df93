/**
 * What one client may hold open on the local stack's realtime, and how much work one change may
 * cost. Every change is checked against its subscribers on the database the stack serves from;
 * on PGlite that is the one connection every request shares, so these bounds are what keep
 * realtime from slowing everything else down.
 */

/** Channels one websocket may join at once: hosted Realtime's `max_channels_per_client` default. */
export const MAX_CHANNELS_PER_SOCKET = 100;

/** Websockets open at once from one peer address; more are refused with 429 before the handshake. */
export const MAX_SOCKETS_PER_ADDRESS = 100;

/** Joins one websocket may make per second (a full channel allowance at once, then this rate). */
export const MAX_JOINS_PER_SECOND = 100;

/** postgres_changes bindings one channel may ask for (the app uses one or two per channel). */
export const MAX_BINDINGS_PER_CHANNEL = 50;

/**
 * Distinct subscribers (role and claims) checked for one change in one statement: a change seen
 * by many different learners is checked in several short statements, with other requests in
 * between, rather than in one long one.
 */
export const SUBSCRIBERS_PER_CHECK = 25;

/** The reasons a refused join carries, worded as hosted Realtime words them. */
export const TOO_MANY_CHANNELS = 'Too many channels';
export const TOO_MANY_JOINS = 'Too many joins per second';
export const TOO_MANY_BINDINGS = 'Too many postgres_changes bindings in one channel';
