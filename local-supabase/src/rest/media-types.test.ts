import { describe, expect, it } from 'vitest';
import { HttpError } from '../server/http-error';
import { readFormat } from './media-types';

describe('readFormat', () => {
  it('answers JSON unless told otherwise, with nulls kept or stripped', () => {
    expect(readFormat({})).toEqual({ kind: 'json', stripNulls: false });
    expect(readFormat({ accept: 'application/vnd.pgrst.object+json' })).toEqual({ kind: 'json', stripNulls: false });
    expect(readFormat({ accept: 'application/vnd.pgrst.array+json;nulls=stripped' })).toEqual({ kind: 'json', stripNulls: true });
  });

  it('reads CSV and the plans supabase-js explain() asks for', () => {
    expect(readFormat({ accept: 'text/csv' })).toEqual({ kind: 'csv' });
    expect(readFormat({ accept: 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose|settings|bogus;' })).toEqual({
      kind: 'plan',
      format: 'json',
      options: ['verbose', 'settings'],
    });
    expect(readFormat({ accept: 'application/vnd.pgrst.plan+text; for="application/json"; options=;' })).toEqual({ kind: 'plan', format: 'text', options: [] });
  });

  it('refuses GeoJSON as not supported', () => {
    const refused = (() => {
      try {
        readFormat({ accept: 'application/geo+json' });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 501, code: 'not_implemented' });
  });
});
