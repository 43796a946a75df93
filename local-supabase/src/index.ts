// The local stack's public entry: how the CLI, the tests and the benchmark start it.
export { startLocalStack } from './server/start-local-stack';
export type { LocalStack, LocalStackOptions } from './server/serve-stack';
