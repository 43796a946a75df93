import type { StudyWorld } from './study-world';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** One table of the product, and what its owner may do with it. */
export interface TableCase {
  table: string;
  key: string;
  /** The owner's row that select, update and delete aim at. */
  target: (w: StudyWorld) => string;
  /** A valid new row owned by `userid` (attackers try it with the owner's id). */
  insert: (w: StudyWorld, userid: string) => Statement;
  /** Who inserts in the owner's test: the owner, or a learner that lacks the row. */
  insertingOwner?: (w: StudyWorld) => string;
  /** An assignment for the update test, e.g. "isfavorite = true". */
  update: string;
  /** Readable by anon and by other learners too (plans). */
  public?: boolean;
  owner: { insert: boolean; update: boolean; delete: boolean };
}

const all = { insert: true, update: true, delete: true };

export const TABLE_CASES: TableCase[] = [
  {
    table: 'public.users',
    key: 'userid',
    target: (w) => w.owner,
    insert: (_w, userid) => ({
      sql: `insert into public.users (userid, displayname) values ($1, 'Me')`,
      params: [userid],
    }),
    insertingOwner: (w) => w.withoutProfile,
    update: `displayname = 'Renamed'`,
    owner: { insert: true, update: true, delete: false },
  },
  {
    table: 'public.subscriptionplans',
    key: 'planname',
    target: () => 'free',
    insert: () => ({
      sql: `insert into public.subscriptionplans (planname, price) values ('gold', 1)`,
      params: [],
    }),
    update: 'price = 0.01',
    public: true,
    owner: { insert: false, update: false, delete: false },
  },
  {
    table: 'public.studysessions',
    key: 'sessionid',
    target: (w) => w.focusSession,
    insert: (_w, userid) => ({
      sql: `insert into public.studysessions (userid, subjectname, topicname) values ($1, 'Art', 'Color')`,
      params: [userid],
    }),
    update: 'isfavorite = true',
    owner: all,
  },
  {
    table: 'public.reviewcycleentries',
    key: 'entryid',
    target: (w) => w.reviewEntry,
    insert: (w, userid) => ({
      sql: `insert into public.reviewcycleentries (sessionid, userid, reviewstage, currentreviewduedate) values ($1, $2, 2, current_date)`,
      params: [w.completedSession, userid],
    }),
    update: "currentreviewduedate = date '2000-01-01'",
    owner: { insert: false, update: false, delete: false },
  },
  {
    table: 'public.studymaterials',
    key: 'materialid',
    target: (w) => w.material,
    insert: (w, userid) => ({
      sql: `insert into public.studymaterials (sessionid, userid, kind, content) values ($1, $2, 'text', 'More notes')`,
      params: [w.completedSession, userid],
    }),
    update: `title = 'Renamed'`,
    owner: all,
  },
  {
    table: 'public.studysets',
    key: 'studysetid',
    target: (w) => w.spareStudySet,
    insert: (w, userid) => ({
      sql: 'insert into public.studysets (sessionid, userid) values ($1, $2)',
      params: [w.sessionWithoutSet, userid],
    }),
    update: `provider = 'openai:gpt'`,
    owner: all,
  },
  {
    table: 'public.summarypoints',
    key: 'pointid',
    target: (w) => w.summaryPoint,
    insert: (w, userid) => ({
      sql: `insert into public.summarypoints (studysetid, userid, text) values ($1, $2, 'Another point')`,
      params: [w.studySet, userid],
    }),
    update: `text = 'Edited point'`,
    owner: all,
  },
  {
    table: 'public.flashcards',
    key: 'flashcardid',
    target: (w) => w.flashcard,
    insert: (w, userid) => ({
      sql: `insert into public.flashcards (studysetid, userid, front, back) values ($1, $2, 'Q', 'A')`,
      params: [w.studySet, userid],
    }),
    update: `back = 'Edited answer'`,
    owner: all,
  },
  {
    table: 'public.quizquestions',
    key: 'questionid',
    target: (w) => w.spareQuestion,
    insert: (w, userid) => ({
      sql: `insert into public.quizquestions (studysetid, userid, question, options, correctoption) values ($1, $2, 'Why?', '["a","b","c","d"]', 1)`,
      params: [w.studySet, userid],
    }),
    update: `explanation = 'Because'`,
    owner: all,
  },
  {
    table: 'public.quizanswers',
    key: 'answerid',
    target: (w) => w.answer,
    insert: (w, userid) => ({
      sql: 'insert into public.quizanswers (questionid, userid, chosenoption) values ($1, $2, 1)',
      params: [w.unansweredQuestion, userid],
    }),
    update: 'chosenoption = 3',
    owner: { insert: true, update: false, delete: false },
  },
  {
    table: 'public.notification_logs',
    key: 'id',
    target: (w) => w.notification,
    insert: (_w, userid) => ({
      sql: `insert into public.notification_logs (user_id, notification_type, content) values ($1, 'motivational', '{"title":"Study Time!","body":"Go"}')`,
      params: [userid],
    }),
    update: 'clicked_at = now()',
    owner: { insert: false, update: true, delete: false },
  },
  {
    table: 'public.notification_preferences',
    key: 'user_id',
    target: (w) => w.owner,
    insert: (_w, userid) => ({
      sql: 'insert into public.notification_preferences (user_id, study_reminders_enabled) values ($1, false)',
      params: [userid],
    }),
    insertingOwner: (w) => w.withoutPreferences,
    update: 'smart_notifications_enabled = false',
    owner: { insert: true, update: true, delete: false },
  },
  {
    table: 'public.support_requests',
    key: 'id',
    target: (w) => w.supportRequest,
    insert: (_w, userid) => ({
      sql: `insert into public.support_requests (user_id, request_type, title, description) values ($1, 'issue', 'Bug', 'It broke')`,
      params: [userid],
    }),
    update: `title = 'Edited'`,
    owner: { insert: true, update: false, delete: false },
  },
  {
    table: 'storage.objects',
    key: 'id',
    target: (w) => w.storageObject,
    insert: (_w, userid) => ({
      sql: `insert into storage.objects (bucket_id, name, owner_id) values ('study-materials', $1 || '/more.txt', $1)`,
      params: [userid],
    }),
    update: `metadata = '{"size": 1}'`,
    owner: all,
  },
];
