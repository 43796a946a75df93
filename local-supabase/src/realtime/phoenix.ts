/**
 * Phoenix channel frames as supabase-js speaks them: vsn 1.0.0 sends objects, vsn 2.0.0 (the
 * client's default) sends arrays [join_ref, ref, topic, event, payload].
 */
import { nestsTooDeep } from '../server/json-depth';

export type ProtocolVersion = '1.0.0' | '2.0.0';

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export function protocolVersionOf(vsn: string | null): ProtocolVersion | null {
  // Phoenix treats a socket without vsn as 1.0.0.
  if (vsn === null || vsn === '1.0.0') return '1.0.0';
  if (vsn === '2.0.0') return '2.0.0';
  return null;
}

function asRef(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function asPayload(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Null for anything that is not a well-formed frame of the socket's version. */
export function decodeMessage(text: string, vsn: ProtocolVersion): PhoenixMessage | null {
  // Nested thousands deep: refused like any malformed frame, before anything walks it.
  if (nestsTooDeep(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload: asPayload(payload) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const frame = parsed as Record<string, unknown>;
  if (typeof frame.topic !== 'string' || typeof frame.event !== 'string') return null;
  return {
    joinRef: asRef(frame.join_ref),
    ref: asRef(frame.ref),
    topic: frame.topic,
    event: frame.event,
    payload: asPayload(frame.payload),
  };
}

export function encodeMessage(message: PhoenixMessage, vsn: ProtocolVersion): string {
  const { joinRef, ref, topic, event, payload } = message;
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload]);
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
}
