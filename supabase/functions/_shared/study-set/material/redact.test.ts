import { describe, expect, it } from 'vitest';
import { REDACTED_CARD, REDACTED_EMAIL, REDACTED_PHONE, redactPersonalData } from './redact.ts';

describe('personal data is redacted before generation', () => {
  it('removes e-mail addresses, phone numbers and card numbers', () => {
    const text =
      'Email the tutor at jane.doe+bio@school.example.org or call +1 (555) 123-4567 or 020 7946 0958. ' +
      'My card is 4111 1111 1111 1111 and 5500-0000-0000-0004.';
    const redacted = redactPersonalData(text);
    expect(redacted).not.toMatch(/jane|4111|5500|555|7946/);
    expect(redacted.split(REDACTED_EMAIL)).toHaveLength(2);
    expect(redacted.split(REDACTED_PHONE)).toHaveLength(3);
    expect(redacted.split(REDACTED_CARD)).toHaveLength(3);
  });

  it('removes national formats and unbroken runs of 10 to 15 digits', () => {
    const redacted = redactPersonalData('Call 07700 900123, 5551234567, 555 123 4567 or 01 23 45 67 89 before Friday.');
    expect(redacted).toBe(`Call ${REDACTED_PHONE}, ${REDACTED_PHONE}, ${REDACTED_PHONE} or ${REDACTED_PHONE} before Friday.`);
  });

  it('leaves number lists alone: "grid 10 20 30 40 50" is not a phone number', () => {
    const text = 'Plot the grid 10 20 30 40 50 and the years 1914 1918 1939, then 200 206 300.';
    expect(redactPersonalData(text)).toBe(text);
  });

  it('keeps the figures study text is made of', () => {
    const text =
      'The war lasted from 1914 to 1918 (1914-1918) and killed 9,000,000 soldiers; pi is 3.14159265. ' +
      'Between 1939 1945 and 1950 the index rose from 200 to 206, about 3 percent, ISBN 9780306406157.';
    expect(redactPersonalData(text)).toBe(text);
  });
});
