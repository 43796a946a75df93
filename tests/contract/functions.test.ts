/** Edge functions through the real supabase-js, against every stack of the suite and the one serving them with Deno. */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { clientFor, functionStacks, newLearner } from './support/stacks';

describe.each(functionStacks)('functions on $name', (stack) => {
  it("check-subscription answers a new learner's free trial, invoked with no payload", async () => {
    const { client } = await newLearner(stack, 'functions');
    const { data, error } = await client.functions.invoke('check-subscription');
    expect(error).toBeNull();
    expect(data).toEqual({
      subscribed: false,
      subscription_plan: 'free',
      subscription_status: 'trialing',
      subscription_start_date: expect.any(String),
      subscription_end_date: expect.any(String),
      days_remaining: expect.any(Number),
      sessions_per_day: 2,
      sessions_per_week: 14,
      ads_enabled: true,
      is_trial: true,
      premium_price: 9.99,
    });
    expect(data.days_remaining).toBeGreaterThanOrEqual(44);
    expect(data.days_remaining).toBeLessThanOrEqual(45);
  });

  it('check-subscription refuses a signed-out visitor with a non-2xx answer', async () => {
    const { data, error } = await clientFor(stack).functions.invoke('check-subscription');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(((error as FunctionsHttpError).context as Response).status).toBe(401);
  });

  it('answers an unknown function with 404', async () => {
    const { error } = await clientFor(stack).functions.invoke('no-such-function');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(((error as FunctionsHttpError).context as Response).status).toBe(404);
  });
});
