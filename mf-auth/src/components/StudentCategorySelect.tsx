import { Select } from '@aayra/design-system/components';
import { isStudentCategory, studentCategories, type StudentCategory } from '../lib/student-categories';

interface StudentCategorySelectProps {
  value: StudentCategory;
  onChange: (category: StudentCategory) => void;
}

/** What kind of learner this is (college by default), on the sign-up form and the profile. */
export function StudentCategorySelect({ value, onChange }: StudentCategorySelectProps) {
  return (
    <Select
      label="Student category"
      name="studentcategory"
      options={studentCategories}
      value={value}
      onChange={(event) => {
        const category = event.currentTarget.value;
        if (isStudentCategory(category)) onChange(category);
      }}
    />
  );
}
