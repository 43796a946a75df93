/**
 * Both engines hand back dates, times and 64-bit numbers as the text Postgres sends, so a row
 * looks the same whichever engine produced it and JSON built from it keeps the learner's dates
 * as written (a JS Date would shift a `date` to the host's midnight).
 */
export const TEXT_TYPE_OIDS = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  time: 1083,
  timestamp: 1114,
  timestamptz: 1184,
  interval: 1186,
  timetz: 1266,
} as const;

export const keepAsText = (value: string): string => value;
