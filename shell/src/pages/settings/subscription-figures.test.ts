import { describe, expect, it } from 'vitest';
import { limitLabel, planLabel, trialLabel, usageLabel } from './subscription-figures';

describe('subscription figures', () => {
  it('names the plans, reading an unknown plan as Free', () => {
    expect(planLabel('premium')).toBe('Premium');
    expect(planLabel('free-for-life')).toBe('Free for life');
    expect(planLabel('gold')).toBe('Free');
    expect(planLabel(null)).toBe('Free');
  });

  it('says Unlimited when a plan has no limit', () => {
    expect(limitLabel(null)).toBe('Unlimited');
    expect(limitLabel(0)).toBe('0');
    expect(limitLabel(14)).toBe('14');
    expect(usageLabel(1, 2)).toBe('1 of 2');
    expect(usageLabel(5, null)).toBe('5');
  });

  it('counts the trial days left, and says when the trial is over', () => {
    expect(trialLabel('trialing', 45, 14)).toBe('45 days left in your free trial');
    expect(trialLabel('trialing', 1, 14)).toBe('1 day left in your free trial');
    expect(trialLabel('active', null, null)).toBeNull();
  });

  it("names the plan's weekly limit after the trial, as the plan's data gives it", () => {
    expect(trialLabel('trial_ended', 0, 2)).toBe('Your free trial has ended: the free plan now allows 2 sessions a week.');
    expect(trialLabel('trial_ended', 0, 3)).toBe('Your free trial has ended: the free plan now allows 3 sessions a week.');
  });
});
