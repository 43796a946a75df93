/** A vitest JSON report, as far as the conformance count reads it. */
export interface VitestReport {
  testResults: { name: string; assertionResults: { title: string; status: string }[] }[];
}

/** Per library, one line of counts; and the behaviours named by tests that the official lists lack. */
export function conformanceCoverage(report: VitestReport): { lines: string[]; unknown: string[] };
