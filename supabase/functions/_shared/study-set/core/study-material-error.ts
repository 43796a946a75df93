/** Material the learner must change before a study set can be made; the message is shown as is. */
export class StudyMaterialError extends Error {
  override readonly name = 'StudyMaterialError';
}
