// Component tests against the real local stack: the run starts one (global-setup.ts); each test
// file signs up learners of its own through the real API and renders with the app's real client.
export { renderWithStack, type RenderOptions } from './render-with-stack';
export {
  adminClient,
  anonClient,
  connectApp,
  inbox,
  network,
  openEmailLink,
  signInApp,
  signUpLearner,
  type StackLearner,
} from './stack';
export {
  addDays,
  completeSession,
  createStudySession,
  databaseToday,
  leaveIncomplete,
  makeReviewDue,
  reviewEntries,
  sampleQuestions,
  sessionsWithReviewsDue,
  startValidatingSession,
} from './study-data';
