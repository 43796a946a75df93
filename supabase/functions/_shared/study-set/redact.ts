// Personal data never reaches a provider (decisions.md, Upload guardrails).
const EMAIL = /\b[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+\b/g;
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;
const PHONE_CANDIDATE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}\b/g;

export const REDACTED_EMAIL = '[email removed]';
export const REDACTED_PHONE = '[phone number removed]';
export const REDACTED_CARD = '[card number removed]';

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Card numbers pass the Luhn check; other long digit runs (ISBNs, counts) are left alone. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function looksLikePhone(match: string): boolean {
  const digits = digitsOf(match);
  if (digits.length < 9 || digits.length > 15) return false;
  if (/^\+|\(/.test(match)) return true;
  // A run of years ("1914 1918 1939") is study text, not a phone number.
  const groups = match.split(/[\s.-]+/);
  return !groups.every((group) => group.length === 4);
}

export function redactPersonalData(text: string): string {
  return text
    .replace(EMAIL, REDACTED_EMAIL)
    .replace(CARD_CANDIDATE, (match) => {
      const digits = digitsOf(match);
      return digits.length >= 13 && passesLuhn(digits) ? REDACTED_CARD : match;
    })
    .replace(PHONE_CANDIDATE, (match) => (looksLikePhone(match) ? REDACTED_PHONE : match));
}
