import { inject } from 'vitest';
import type { ContractStack } from '../../support/stacks';

declare module 'vitest' {
  export interface ProvidedContext {
    conformanceStacks: ContractStack[];
  }
}

/** The local stack on PGlite and on PostgreSQL 15, serving the conformance fixture project. */
export const conformanceStacks = inject('conformanceStacks');
