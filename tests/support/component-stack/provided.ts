declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the component tests' local stack writes its address and keys once it is up. */
    componentStackFile: string;
  }
}

export {};
