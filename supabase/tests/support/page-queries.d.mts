export const BENCH_LEARNER: string;
export function benchmarkDataSql(sessions?: number, learners?: number): string;
export interface Section7Query {
  name: string;
  sql: string;
  params: () => unknown[];
  /** The scan must use one of these indexes. */
  index: string[];
  caller?: 'service_role';
}
export const SECTION7_QUERIES: Section7Query[];
export const DASHBOARD_CALLS: { name: string; sql: string; withLearner?: boolean }[];
export interface PlanScan {
  table: string | null;
  type: string;
  index: string | null;
}
export function planScans(plan: unknown): PlanScan[];
