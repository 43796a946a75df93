import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Requests from a loopback address of our choosing (127.0.0.0/8 all reaches this machine), so a
 * test can play several learners or attackers on several addresses, as limits per address see them.
 */
const agents = new Map<string, Agent>();

export function fetchFrom(address: string): typeof fetch {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ localAddress: address });
    agents.set(address, agent);
  }
  const dispatcher = agent;
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    undiciFetch(input as never, { ...(init as object), dispatcher } as never)) as unknown as typeof fetch;
}

// Each test file runs in a module of its own: a random start keeps files from handing out the
// same addresses (127.1.0.1 to 127.254.255.254, some 16 million of them).
const SPAN = 254 * 256 * 254;
let next = Math.floor(Math.random() * SPAN);
/**
 * A fresh loopback address for each call, so the learners a suite signs up do not share one
 * address's sign-up allowance, as real learners sign up from their own.
 */
export function nextLearnerAddress(): string {
  next = (next + 1) % SPAN;
  return `127.${1 + Math.floor(next / (256 * 254))}.${Math.floor(next / 254) % 256}.${1 + (next % 254)}`;
}
