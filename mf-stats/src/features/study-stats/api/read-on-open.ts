/**
 * The dialog's figures are read afresh each time it opens: a review or a session just finished
 * elsewhere in the app changes them, and the dialog is opened now and then, not kept open. What
 * was read before still shows while they load.
 */
export const READ_ON_OPEN = { refetchOnMount: 'always' } as const;
