/**
 * A file Aayra refuses outright: too large, empty, or not what its name says. The message is shown
 * to the learner next to the file, so it is one plain sentence.
 */
export class StudyFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StudyFileError';
  }
}
