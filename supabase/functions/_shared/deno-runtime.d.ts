/**
 * The Deno globals Aayra's edge functions use, for the workspace's TypeScript check (Node types).
 * Deno itself never reads this file: no function imports it.
 */
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void };

/** mammoth's promise helpers (no types of their own): read-docx.ts replaces the public wrapper. */
declare module 'mammoth/lib/promises.js' {
  const promises: { toExternalPromise: <T>(promise: Promise<T>) => Promise<T> };
  export default promises;
}
