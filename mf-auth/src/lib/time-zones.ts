import type { SelectOption } from '@aayra/design-system/components';

/**
 * Every IANA time zone the browser knows, plus the learner's current one when the browser's list
 * leaves it out (some list no 'UTC'), so the select can always show what is stored.
 */
export function timeZoneOptions(current: string): SelectOption[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
