// supabase-js builds a realtime client even for plain table calls, and Node 20 has no global
// WebSocket: lend it the ws one until tests/support passes a transport itself.
import WebSocket from 'ws';

const scope = globalThis as { WebSocket?: unknown };
scope.WebSocket ??= WebSocket;
