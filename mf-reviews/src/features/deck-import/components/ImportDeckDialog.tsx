import { useState } from 'react';
import { Link } from '@aayra/app-contract/router';
import { reviewPath } from '@aayra/app-contract/routes';
import { Button, Dialog, Field, ProgressBar, TextField } from '@aayra/design-system/components';
import { importDeckError, useImportDeck } from '../api/import-deck';
import { DeckRefusal, sentences, type ImportableDeck } from '../read/deck';
import type { DeckRequest } from '../read/deck-messages';
import { readDeckAway } from '../read/deck-reader';
import { deckSummary, importedSentence, namesFromDeck, skippedLines } from './deck-summary';
import { initialQuizletChoice, QuizletFields, separatorsOf, type QuizletChoice } from './QuizletFields';
import { SUBJECT_MAX_LENGTH, TOPIC_MAX_LENGTH } from '@aayra/supabase/product-constants';

type Source = 'file' | 'quizlet';

/** Choose a deck (a file, or Quizlet's text), see what it holds, name it, import it. */
export function ImportDeckDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [source, setSource] = useState<Source>('file');
  const [quizlet, setQuizlet] = useState<QuizletChoice>(initialQuizletChoice);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [reading, setReading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deck, setDeck] = useState<ImportableDeck | null>(null);
  const [subject, setSubject] = useState('');
  const [topic, setTopic] = useState('');
  const importDeck = useImportDeck();

  const read = (request: DeckRequest) => {
    setReading(true);
    setProgress(null);
    setRefusal(null);
    setDeck(null);
    importDeck.reset();
    readDeckAway(request, (done, total) => setProgress({ done, total }))
      .then((read) => {
        setDeck(read);
        const names = namesFromDeck(read.name);
        setSubject(names.subject);
        setTopic(names.topic);
      })
      .catch((error: unknown) =>
        setRefusal(error instanceof DeckRefusal ? error.message : sentences.damaged),
      )
      .finally(() => setReading(false));
  };

  const close = () => {
    setDeck(null);
    setRefusal(null);
    importDeck.reset();
    onClose();
  };

  const names = { subject: subject.trim(), topic: topic.trim() };
  const namesMissing = !names.subject || !names.topic;
  const imported = importDeck.isSuccess;

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Import a deck"
      description="An Anki deck (.apkg), a CSV or TSV of terms and definitions, or a Quizlet export becomes a completed session with its reviews."
      size="lg"
      className="deck-import"
      actions={
        imported ? (
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="primary"
              disabled={!deck || namesMissing}
              loading={importDeck.isPending}
              loadingLabel="Importing..."
              onClick={() => deck && importDeck.mutate({ ...names, deck })}
            >
              Import
            </Button>
          </>
        )
      }
    >
      {imported ? (
        <div className="deck-import__done">
          <p role="status">
            {importedSentence(deck!, deck!.questions.length, `${names.subject} - ${names.topic}`)}{' '}
            {deck!.history ? 'Its first review is due when Anki would have shown it.' : 'Its first review is due tomorrow.'}
          </p>
          <Link to={reviewPath(importDeck.data)}>Open the study set</Link>
        </div>
      ) : (
        <>
          <fieldset className="deck-import__source">
            <legend>What to import</legend>
            <label>
              <input type="radio" name="deck-source" checked={source === 'file'} onChange={() => setSource('file')} /> A file
              (Anki, CSV or TSV)
            </label>
            <label>
              <input type="radio" name="deck-source" checked={source === 'quizlet'} onChange={() => setSource('quizlet')} />{' '}
              Text from Quizlet
            </label>
          </fieldset>
          {source === 'file' ? (
            <Field label="Deck file" hint="Anki .apkg, or a CSV or TSV with a term and a definition on each row. Up to 10 MB.">
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept=".apkg,.csv,.tsv,.txt,text/csv,text/tab-separated-values"
                  disabled={reading}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) read({ kind: 'file', file, name: file.name });
                  }}
                />
              )}
            </Field>
          ) : (
            <>
              <QuizletFields choice={quizlet} onChange={setQuizlet} />
              <Button
                disabled={reading || !quizlet.text.trim()}
                onClick={() => read({ kind: 'quizlet', text: quizlet.text, separators: separatorsOf(quizlet) })}
              >
                Read the text
              </Button>
            </>
          )}
          {reading && (
            <ProgressBar
              label="Reading the deck"
              value={progress?.done ?? 0}
              max={progress?.total || 1}
              valueText={progress ? `${progress.done} of ${progress.total} notes` : 'Starting'}
            />
          )}
          {refusal && (
            <p className="deck-import__error" role="alert">
              {refusal}
            </p>
          )}
          {deck && (
            <div className="deck-import__preview">
              <p role="status">{deckSummary(deck, deck.questions.length)}</p>
              {skippedLines(deck).map((line) => (
                <p key={line} className="deck-import__note">
                  {line}
                </p>
              ))}
              {deck.history && (
                <p className="deck-import__note">
                  Anki&apos;s review history comes along: the first review is due when Anki would have shown it.
                </p>
              )}
              <div className="deck-import__names">
                <TextField label="Subject" required maxLength={SUBJECT_MAX_LENGTH} value={subject} onChange={(e) => setSubject(e.target.value)} />
                <TextField label="Topic" required maxLength={TOPIC_MAX_LENGTH} value={topic} onChange={(e) => setTopic(e.target.value)} />
              </div>
            </div>
          )}
          {importDeck.isError && (
            <p className="deck-import__error" role="alert">
              {importDeckError(importDeck.error)}
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
