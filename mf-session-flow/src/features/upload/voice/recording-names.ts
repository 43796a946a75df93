// How recordings are named for the learner and in storage.

const RECORDING_TITLE = /^Recording (\d+)$/;

/** "Recording N", one past the highest number in use, so a name never comes back after a delete. */
export function nextRecordingTitle(titles: readonly string[]): string {
  const numbers = titles.map((title) => Number(RECORDING_TITLE.exec(title)?.[1] ?? 0));
  return `Recording ${Math.max(0, ...numbers) + 1}`;
}

/** The audio types the study-materials bucket accepts, with the file ending of each. */
const STORED_AUDIO_TYPES: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/** The media type a recording is stored as: the recorder's type without its codec parameters. */
export function storedAudioType(recorderType: string): string {
  const base = (recorderType.split(';')[0] ?? '').trim().toLowerCase();
  return base in STORED_AUDIO_TYPES ? base : 'audio/webm';
}

/** "Recording 2" recorded as audio/webm is stored as recording-2.webm. */
export function recordingFileName(title: string, recorderType: string): string {
  const stem = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'recording';
  return `${stem}.${STORED_AUDIO_TYPES[storedAudioType(recorderType)]}`;
}

/** Formats the browser may record in, best first (Chromium and Firefox: Opus; Safari: MP4). */
const RECORDING_FORMATS = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** The first format the browser records; undefined lets the browser choose. */
export function recordingFormat(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_FORMATS.find((type) => isTypeSupported(type));
}

/** "0:07", "12:30": a recording's length as a player shows it. */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "96 KB", "1.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
