import { getInstance } from '@module-federation/enhanced/runtime';

/** The federation runtime the bundler created for the shell. */
export function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The module federation runtime is not initialised.');
  return instance;
}
