/** The page-wide name under which the shell hands its federation runtime to the remotes. */
export const SHARED_RUNTIME_GLOBAL = '__AAYRA_FEDERATION_RUNTIME__';
