/** What the sign-in form says when it refuses: both fields are needed, and a failure without words. */
export const EMPTY_CREDENTIALS_MESSAGE = 'Please enter both email and password';
export const LOGIN_FAILED_MESSAGE = 'Login failed';
