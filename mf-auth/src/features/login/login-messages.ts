/** Texts of the login rules (specification 5). */
export const EMPTY_CREDENTIALS_MESSAGE = 'Please enter both email and password';
export const LOGIN_FAILED_MESSAGE = 'Login failed';
