/** Why a notification was not shown, in the words its notification_logs row keeps for the learner's log. */
export const NO_NOTIFICATIONS = 'This browser does not support notifications';
export const PERMISSION_DENIED = 'Notification permission denied';
export const NO_SERVICE_WORKER = 'Service workers not supported';
export const UNKNOWN_ERROR = 'Unknown error';

export function failureReason(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return UNKNOWN_ERROR;
}
