/**
 * The Deno globals Aayra's edge functions use, for the workspace's TypeScript check (Node types).
 * Deno itself never reads this file: no function imports it.
 */
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void };
