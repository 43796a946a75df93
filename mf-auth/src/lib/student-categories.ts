import type { SelectOption } from '@aayra/design-system/components';

/** The categories a learner chooses from (decisions.md), stored by value. */
export const studentCategories = [
  { value: 'high_school', label: 'High School' },
  { value: 'college', label: 'College' },
  { value: 'graduate', label: 'Graduate' },
  { value: 'professional', label: 'Professional' },
  { value: 'lifelong_learner', label: 'Lifelong Learner' },
  { value: 'competitive_exam', label: 'Competitive Exam' },
] as const satisfies readonly SelectOption[];

export type StudentCategory = (typeof studentCategories)[number]['value'];

export const DEFAULT_STUDENT_CATEGORY: StudentCategory = 'college';

export function isStudentCategory(value: unknown): value is StudentCategory {
  return studentCategories.some((category) => category.value === value);
}
