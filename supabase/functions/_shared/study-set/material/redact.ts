// Personal data never reaches a provider (decisions.md, Upload guardrails).
const EMAIL = /\b[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+\b/g;
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;
const PHONE_CANDIDATE = /(?<![\d.,])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d{2,15}(?:[\s.-]\d{2,8}){0,4}\b(?![.,]\d)/g;

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

/** A valid ISBN-13 (978/979 and its check digit) is a book, not a phone number. */
function isIsbn13(digits: string): boolean {
  if (!/^97[89]\d{10}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

/**
 * A run of digit groups is a phone number when it is written like one: an international or
 * trunk prefix ("+44", "(555)", "020 ...", "07700 900123"), or groups of unequal length such as
 * 555 123 4567. Lists of equal groups ("grid 10 20 30 40 50", "1914 1918 1939") are study text.
 */
function looksLikePhone(match: string): boolean {
  const digits = digitsOf(match);
  if (digits.length < 9 || digits.length > 15) return false;
  if (/^\+|\(/.test(match)) return true;
  const groups = match.split(/[\s.-]+/).filter(Boolean);
  if (groups.length === 1) return digits.length >= 10 && !isIsbn13(digits);
  if (/^0/.test(match) && groups.every((group) => group.length >= 2)) return true;
  const lengths = new Set(groups.map((group) => group.length));
  return lengths.size > 1 && Math.max(...groups.map((group) => group.length)) >= 3 && groups.every((group) => group.length >= 2);
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
