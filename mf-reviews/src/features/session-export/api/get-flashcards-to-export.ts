import { queryOptions } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { SourcedFlashcard } from '../sourced-flashcard';

const COLUMNS = 'sessionname, subjectname, topicname, studysets(flashcards(front, back, position))';

interface SessionWithCards {
  sessionname: string;
  subjectname: string;
  topicname: string;
  studysets: { flashcards: { front: string; back: string; position: number }[] }[];
}

/** Each session's cards in their own order, sessions in the order given. */
function sourced(sessions: readonly SessionWithCards[]): SourcedFlashcard[] {
  return sessions.flatMap(({ sessionname, subjectname, topicname, studysets }) =>
    studysets
      .flatMap((set) => set.flashcards)
      .sort((a, b) => a.position - b.position)
      .map(({ front, back }) => ({ front, back, sessionname, subjectname, topicname })),
  );
}

async function getSessionFlashcards(sessionId: string): Promise<SourcedFlashcard[]> {
  const { data, error } = await getSupabase().from('studysessions').select(COLUMNS).eq('sessionid', sessionId);
  if (error) throw error;
  return sourced(data);
}

/** A subject's cards from its completed sessions, oldest session first (the order they were learnt). */
async function getSubjectFlashcards(subjectname: string): Promise<SourcedFlashcard[]> {
  const { data, error } = await getSupabase()
    .from('studysessions')
    .select(COLUMNS)
    .eq('subjectname', subjectname)
    .eq('status', 'completed')
    .order('completedat');
  if (error) throw error;
  return sourced(data);
}

export function sessionFlashcardsQueryOptions(learnerId: string, sessionId: string) {
  return queryOptions({
    queryKey: ['mf-reviews', 'flashcards-to-export', learnerId, 'session', sessionId],
    queryFn: () => getSessionFlashcards(sessionId),
    staleTime: 0,
  });
}

export function subjectFlashcardsQueryOptions(learnerId: string, subjectname: string) {
  return queryOptions({
    queryKey: ['mf-reviews', 'flashcards-to-export', learnerId, 'subject', subjectname],
    queryFn: () => getSubjectFlashcards(subjectname),
    staleTime: 0,
  });
}
