/** A flashcard with the session it comes from, as it leaves Aayra. */
export interface SourcedFlashcard {
  front: string;
  back: string;
  sessionname: string;
  subjectname: string;
  topicname: string;
}

/** Where a card comes from, in words: "Session name, Subject, Topic". */
export function cardSource(card: SourcedFlashcard): string {
  return `${card.sessionname}, ${card.subjectname}, ${card.topicname}`;
}
