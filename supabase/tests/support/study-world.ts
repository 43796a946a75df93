import type { Database } from '@aayra/local-stack/database';
import { completedSession, createLearner, startSession } from './learners';

/**
 * Two learners and one of everything owned by the first, written the way the app writes it
 * (through the rules), for the row-level security tests.
 */
export interface StudyWorld {
  owner: string;
  other: string;
  /** A learner whose profile is missing (so it may insert one). */
  withoutProfile: string;
  /** A learner whose notification preferences are missing. */
  withoutPreferences: string;
  completedSession: string;
  /** A session in focus, which the owner may discard. */
  focusSession: string;
  /** A session in focus with no study set yet. */
  sessionWithoutSet: string;
  reviewEntry: string;
  material: string;
  studySet: string;
  /** A second study set, which the owner may edit and drop. */
  spareStudySet: string;
  summaryPoint: string;
  flashcard: string;
  answeredQuestion: string;
  spareQuestion: string;
  unansweredQuestion: string;
  answer: string;
  notification: string;
  supportRequest: string;
  storageObject: string;
}

async function one(db: Database, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await db.query<{ id: string }>(sql, params);
  return rows[0]!.id;
}

export async function buildStudyWorld(db: Database): Promise<StudyWorld> {
  const owner = await createLearner(db, { displayname: 'Owner' });
  const other = await createLearner(db, { displayname: 'Other' });
  const withoutProfile = await createLearner(db);
  await db.query('delete from public.users where userid = $1', [withoutProfile]);
  const withoutPreferences = await createLearner(db);
  await db.query('delete from public.notification_preferences where user_id = $1', [
    withoutPreferences,
  ]);
  await db.query(`update public.users set subscription_plan = 'premium' where userid = $1`, [
    owner,
  ]);

  const completed = await completedSession(db, owner, 'Chemistry', 'Bonds');
  const focus = await startSession(db, owner, 'Physics', 'Motion');
  const withoutSet = await startSession(db, owner, 'Physics', 'Waves');
  const spare = await startSession(db, owner, 'Physics', 'Heat');

  const reviewEntry = await one(
    db,
    'select entryid as id from public.reviewcycleentries where sessionid = $1',
    [completed.sessionid],
  );
  const material = await one(
    db,
    `insert into public.studymaterials (sessionid, userid, kind, content) values ($1, $2, 'text', 'Ionic bonds transfer electrons.') returning materialid as id`,
    [completed.sessionid, owner],
  );
  const studySet = await one(
    db,
    'insert into public.studysets (sessionid, userid) values ($1, $2) returning studysetid as id',
    [completed.sessionid, owner],
  );
  const spareStudySet = await one(
    db,
    'insert into public.studysets (sessionid, userid) values ($1, $2) returning studysetid as id',
    [spare.sessionid, owner],
  );
  const summaryPoint = await one(
    db,
    `insert into public.summarypoints (studysetid, userid, text, materialid, sourcepassage)
     values ($1, $2, 'Ionic bonds transfer electrons', $3, 'Ionic bonds transfer electrons.') returning pointid as id`,
    [studySet, owner, material],
  );
  const flashcard = await one(
    db,
    `insert into public.flashcards (studysetid, userid, front, back, materialid, sourcepassage)
     values ($1, $2, 'Ionic bond?', 'Electrons are transferred', $3, 'Ionic bonds transfer electrons.') returning flashcardid as id`,
    [studySet, owner, material],
  );
  const question = (text: string) =>
    one(
      db,
      `insert into public.quizquestions (studysetid, userid, question, options, correctoption, materialid, sourcepassage)
       values ($1, $2, $3, '["transfer","share","pool","none"]', 0, $4, 'Ionic bonds transfer electrons.') returning questionid as id`,
      [studySet, owner, text, material],
    );
  const answeredQuestion = await question('What do ionic bonds do with electrons?');
  const spareQuestion = await question('Which bond transfers electrons?');
  const unansweredQuestion = await question('Electrons in an ionic bond are...');
  const answer = await one(
    db,
    'insert into public.quizanswers (questionid, userid, chosenoption) values ($1, $2, 0) returning answerid as id',
    [answeredQuestion, owner],
  );
  const notification = await one(
    db,
    `insert into public.notification_logs (user_id, notification_type, content, status)
     values ($1, 'pending_review', '{"title":"Review Time!","body":"1 review is due"}', 'sent') returning id`,
    [owner],
  );
  const supportRequest = await one(
    db,
    `insert into public.support_requests (user_id, request_type, title, description)
     values ($1, 'feedback', 'Love it', 'The timer helps.') returning id`,
    [owner],
  );
  const storageObject = await one(
    db,
    `insert into storage.objects (bucket_id, name, owner, owner_id) values ('study-materials', $1 || '/notes.txt', $1::uuid, $1) returning id`,
    [owner],
  );
  return {
    owner,
    other,
    withoutProfile,
    withoutPreferences,
    completedSession: completed.sessionid,
    focusSession: focus.sessionid,
    sessionWithoutSet: withoutSet.sessionid,
    reviewEntry,
    material,
    studySet,
    spareStudySet,
    summaryPoint,
    flashcard,
    answeredQuestion,
    spareQuestion,
    unansweredQuestion,
    answer,
    notification,
    supportRequest,
    storageObject,
  };
}
