import { useMutation } from '@aayra/supabase/query';
import { Button } from '@aayra/design-system/components';
import { downloadFlashcards, NoFlashcardsError, type FlashcardFormat } from '../downloads';
import type { SourcedFlashcard } from '../sourced-flashcard';

interface FlashcardExportButtonsProps {
  /** Reads the cards when a download is asked for, so the file holds what is stored now. */
  loadCards: () => Promise<SourcedFlashcard[]>;
  /** Names the files: a session's or a subject's name. */
  name: string;
  /** The deck's name in Anki; "::" makes it a subdeck there. */
  deckName: string;
  /** Set where several sets of buttons share a page, so each says whose cards it saves. */
  whose?: string;
}

const FAILED = 'The flashcards could not be exported. Check your connection and try again.';

const FORMATS: ReadonlyArray<{ format: FlashcardFormat; text: string; making: string }> = [
  { format: 'anki', text: 'Flashcards for Anki', making: 'Making the deck...' },
  { format: 'csv', text: 'Flashcards as CSV', making: 'Making the CSV...' },
];

/** "Flashcards for Anki" and "Flashcards as CSV". */
export function FlashcardExportButtons({ loadCards, name, deckName, whose }: FlashcardExportButtonsProps) {
  const download = useMutation({
    mutationFn: async (format: FlashcardFormat) => downloadFlashcards(await loadCards(), { name, deckName, format }),
    retry: (count, error) => !(error instanceof NoFlashcardsError) && count < 1,
  });
  const busy = (format: FlashcardFormat) => download.isPending && download.variables === format;
  const label = (text: string) => (whose ? `${whose} ${text.charAt(0).toLowerCase()}${text.slice(1)}` : undefined);
  return (
    <>
      {FORMATS.map(({ format, text, making }) => (
        <Button
          key={format}
          size="sm"
          aria-label={label(text)}
          loading={busy(format)}
          loadingLabel={making}
          onClick={() => download.mutate(format)}
        >
          {text}
        </Button>
      ))}
      {download.isError && (
        <p className="session-export__message" role="alert">
          {download.error instanceof NoFlashcardsError ? download.error.message : FAILED}
        </p>
      )}
    </>
  );
}
