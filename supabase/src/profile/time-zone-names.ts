/**
 * Time zones the IANA database has renamed, by the name browsers still give them. Browsers list
 * and report zones by CLDR's names, which keep a zone's first name for stability (a learner in
 * India is told "Asia/Calcutta"), while IANA and every map a learner knows use the current one.
 * A profile may store either: Postgres knows both, so the database's days are the same.
 */
const RENAMED_TIME_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A time zone by its current IANA name: Asia/Calcutta is Asia/Kolkata; any other name is kept. */
export function currentTimeZoneName(zone: string): string {
  return RENAMED_TIME_ZONES[zone] ?? zone;
}

/** The names a time zone had before its current one (Asia/Kolkata: Asia/Calcutta), for finding it by them. */
export function formerTimeZoneNames(zone: string): string[] {
  return Object.keys(RENAMED_TIME_ZONES).filter((former) => RENAMED_TIME_ZONES[former] === zone);
}

/** Whether two names are one time zone (Asia/Calcutta and Asia/Kolkata are). */
export function isSameTimeZone(first: string, second: string): boolean {
  return currentTimeZoneName(first) === currentTimeZoneName(second);
}
