/** Every query key of this remote starts with its name, so invalidations never reach another's. */
export const SESSION_FLOW_KEY = 'mf-session-flow';
