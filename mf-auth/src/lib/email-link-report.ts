/** The page (by its location key) that told the learner about a failed e-mailed link. */
let reportedOn: string | undefined;

/**
 * Whether this page may tell the learner about the failed link: the first page of the page load
 * that asks does, so moving on (or signing out and back) does not bring the message back.
 */
export function claimEmailLinkReport(locationKey: string): boolean {
  reportedOn ??= locationKey;
  return reportedOn === locationKey;
}
