export const BENCH_LEARNER: string;
export function benchmarkDataSql(sessions?: number, learners?: number): string;
export interface PageQuery {
  name: string;
  sql: string;
  params: () => unknown[];
  /** The scan must use one of these indexes. */
  index: string[];
  caller?: 'service_role';
}
export const PAGE_QUERIES: PageQuery[];
export const DASHBOARD_CALLS: { name: string; sql: string; withLearner?: boolean }[];
export interface PlanScan {
  table: string | null;
  type: string;
  index: string | null;
}
export function planScans(plan: unknown): PlanScan[];
