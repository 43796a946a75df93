import type { QueuedCall } from './queued-call';

/**
 * A session change queued by the app as it was before change_study_session took typed arguments:
 * `{ session_id, change: { status, timerendsat, timerremainingms, madeat } }`. A device may hold
 * one across a deploy (offline when the new version arrived); sent as it is, it would be refused.
 */
interface EarlierSessionChange {
  session_id: string;
  change: { status?: unknown; timerendsat?: unknown; timerremainingms?: unknown; madeat?: unknown };
}

const isEarlierSessionChange = (args: object): args is EarlierSessionChange =>
  'change' in args && typeof args.change === 'object' && args.change !== null;

/**
 * The call as this version sends it. An earlier change that did not state its phase named only a
 * timer, always sent with the phase it was set in; without the phase it cannot be placed, and goes
 * as a change of the phase to nothing, which the database refuses with its reason.
 */
export function asCurrentCall(call: QueuedCall): QueuedCall {
  if (call.rpc !== 'change_study_session' || !isEarlierSessionChange(call.args)) return call;
  const { session_id, change } = call.args;
  return {
    ...call,
    args: {
      session_id,
      status: typeof change.status === 'string' ? change.status : '',
      ...(typeof change.timerendsat === 'string' && { timer_ends_at: change.timerendsat }),
      ...(typeof change.timerremainingms === 'number' && { timer_remaining_ms: change.timerremainingms }),
      ...(typeof change.madeat === 'string' && { made_at: change.madeat }),
    },
  };
}
