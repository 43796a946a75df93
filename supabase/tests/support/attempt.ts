/** What a statement did: its rows, or the Postgres error it raised. */
export type Outcome =
  | { ok: true; rowCount: number; rows: Record<string, unknown>[] }
  | { ok: false; code: string; message: string; hint?: string };

export interface DatabaseError {
  code?: string;
  message: string;
  hint?: string;
}

export async function attempt(
  run: () => Promise<{ rowCount: number; rows: Record<string, unknown>[] }>,
): Promise<Outcome> {
  try {
    const { rowCount, rows } = await run();
    return { ok: true, rowCount, rows };
  } catch (error) {
    const e = error as DatabaseError;
    return {
      ok: false,
      code: e.code ?? 'unknown',
      message: e.message,
      ...(e.hint ? { hint: e.hint } : {}),
    };
  }
}

/** Denied means an error, or a statement that touched and returned nothing. */
export const wasDenied = (outcome: Outcome) =>
  !outcome.ok || (outcome.rowCount === 0 && outcome.rows.length === 0);
