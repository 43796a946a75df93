import { describe, expect, it } from 'vitest';
import { formatDuration, formatSize, nextRecordingTitle, recordingFileName, recordingFormat, storedAudioType } from './recording-names';

describe('nextRecordingTitle', () => {
  it('numbers the first recording 1 and each next one past the highest number', () => {
    expect(nextRecordingTitle([])).toBe('Recording 1');
    expect(nextRecordingTitle(['Recording 1', 'Recording 2'])).toBe('Recording 3');
  });

  it('never reuses the name of a deleted recording while a later one exists', () => {
    expect(nextRecordingTitle(['Recording 2'])).toBe('Recording 3');
  });

  it('ignores titles of other kinds', () => {
    expect(nextRecordingTitle(['Cell biology', 'Recording 4x'])).toBe('Recording 1');
  });
});

describe('storedAudioType and recordingFileName', () => {
  it('store what the recorder made under the plain media type the bucket allows', () => {
    expect(storedAudioType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(storedAudioType('audio/ogg; codecs=opus')).toBe('audio/ogg');
    expect(storedAudioType('audio/mp4')).toBe('audio/mp4');
    expect(recordingFileName('Recording 2', 'audio/webm;codecs=opus')).toBe('recording-2.webm');
    expect(recordingFileName('Recording 10', 'audio/mp4')).toBe('recording-10.m4a');
  });

  it('fall back to WebM when the browser names no type or an unknown one', () => {
    expect(storedAudioType('')).toBe('audio/webm');
    expect(storedAudioType('video/webm')).toBe('audio/webm');
  });
});

describe('recordingFormat', () => {
  it('picks the first format the browser can record, or leaves the choice to it', () => {
    expect(recordingFormat(() => true)).toBe('audio/webm;codecs=opus');
    expect(recordingFormat((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(recordingFormat(() => false)).toBeUndefined();
  });
});

describe('formatDuration and formatSize', () => {
  it('show a length as a player does and a size in KB or MB', () => {
    expect(formatDuration(7_400)).toBe('0:07');
    expect(formatDuration(750_000)).toBe('12:30');
    expect(formatSize(98_000)).toBe('96 KB');
    expect(formatSize(1_468_006)).toBe('1.4 MB');
  });
});
