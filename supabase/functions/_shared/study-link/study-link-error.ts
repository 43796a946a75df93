/**
 * A link Aayra will not or cannot read. The message is shown to the learner next to the link, so
 * it is one plain sentence; status is the 4xx the edge function answers with.
 */
export class StudyLinkError extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'StudyLinkError';
  }
}

export const PRIVATE_ADDRESS_MESSAGE = 'This link points to a private or local network address, which Aayra does not open.';
