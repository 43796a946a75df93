export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordStrengthScore;
  label: 'Too short' | 'Weak' | 'Fair' | 'Good' | 'Strong';
}

const LABELS = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** A hint, not a rule: length counts most, then variety of character kinds. */
export function estimatePasswordStrength(password: string, minLength = 8): PasswordStrength {
  if (password.length < minLength) return { score: 0, label: LABELS[0] };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) =>
    kind.test(password),
  ).length;
  const lengthBonus = password.length >= 12 ? 1 : 0;
  const score = Math.min(4, Math.max(1, kinds - 1 + lengthBonus)) as PasswordStrengthScore;
  return { score, label: LABELS[score] };
}
