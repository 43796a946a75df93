/** The dialog's title; an end-to-end test changes it to show that a remote redeploys alone. */
export const studyStatsTitle = 'Study Stats';
