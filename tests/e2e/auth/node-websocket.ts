import WebSocket from 'ws';

// supabase-js builds a realtime client even when a test never subscribes, and Node 20 has no
// global WebSocket; until the shared learner helper passes `ws` as its transport, give it one.
const scope = globalThis as { WebSocket?: unknown };
scope.WebSocket ??= WebSocket;
