import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFigures } from '../src/plans/plan-figures';
import { freshDatabase, type TestDatabase } from './support/engines';

// The pages state the plans from planFigures; the plans' rows decide. The rows are data of the
// migrations, the same on every engine, so one engine reads them.
describe('the plans as the pages state them', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase('pglite');
  });
  afterAll(() => t?.dispose());

  const plan = async (name: string) => {
    const { rows } = await t.db.query<Record<string, unknown>>(
      `select price::text as price, maxsessionsperday, maxsessionsperweek, trialdays,
              posttrialmaxsessionsperweek, adsenabled
         from public.subscriptionplans where planname = $1`,
      [name],
    );
    return rows[0];
  };

  it('match the free plan’s trial and limits', async () => {
    const { free } = planFigures;
    expect(await plan('free')).toMatchObject({
      trialdays: free.trialDays,
      maxsessionsperday: free.perDayDuringTrial,
      maxsessionsperweek: free.perWeekDuringTrial,
      posttrialmaxsessionsperweek: free.perWeekAfterTrial,
    });
  });

  it('match Premium’s price, with no limit and no ads', async () => {
    expect(await plan('premium')).toMatchObject({
      price: planFigures.premium.monthlyPrice,
      maxsessionsperday: null,
      maxsessionsperweek: null,
      adsenabled: false,
    });
  });
});
