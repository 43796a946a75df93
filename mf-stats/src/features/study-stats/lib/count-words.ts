/** A count of sessions as the dialog words it: "1 session", "3 sessions". */
export const sessionCount = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;
