import { cardSource, type SourcedFlashcard } from './sourced-flashcard';

/** RFC 4180: a field with a comma, a double quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Flashcards as CSV with a header row (front, back, source), lines ended by CRLF as RFC 4180 says. */
export function flashcardsCsv(cards: readonly SourcedFlashcard[]): string {
  const rows = [['front', 'back', 'source'], ...cards.map((card) => [card.front, card.back, cardSource(card)])];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
