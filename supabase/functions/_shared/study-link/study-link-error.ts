/**
 * A link Aayra will not or cannot read. The message is shown to the learner next to the link, so
 * it is one plain sentence; status is what the edge function answers with: a 4xx for the link, 503 when
 * Aayra itself could not reach the internet.
 */
export class StudyLinkError extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415 | 422 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'StudyLinkError';
  }
}

export const PRIVATE_ADDRESS_MESSAGE = 'This link points to a private or local network address, which Aayra does not open.';
