/**
 * The Voice tab of /upload in Chromium against the real backend, with Chromium's fake microphone
 * (a test tone, no permission prompt: chromiumArgs in tooling/scripts/find-browser.mjs).
 * Speech recognition needs Google's network service, which a test machine without internet lacks, so the
 * tests take it away and the learner types the transcript, as in any browser without it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MICROPHONE_REFUSED } from '../../../mf-session-flow/src/features/upload/voice/microphone-problem.ts';
import type { TestLearner } from '../../support/learners';
import { expectAccessible } from './session-flow-support';
import { openUpload, storedMaterials } from './upload-files-support';

const TRANSCRIPT =
  'Photosynthesis happens in the chloroplasts of leaf cells. Light energy splits water and releases oxygen, ' +
  'and the energy captured is used to turn carbon dioxide into glucose.';

/** Speech recognition taken away, as in a browser without it, so the learner types the transcript. */
function openVoiceTab(page: Page) {
  return openUpload(page, 'Biology', 'Photosynthesis', {
    tab: 'Voice',
    beforeOpen: async (page) => {
      await page.addInitScript(() => {
        const scope = window as unknown as Record<string, unknown>;
        delete scope.SpeechRecognition;
        delete scope.webkitSpeechRecognition;
      });
    },
  });
}

function storedRecordings(learner: TestLearner, sessionId: string) {
  return storedMaterials<{ kind: string; title: string; content: string; storagepath: string; mimetype: string; sizebytes: number }>(
    learner,
    sessionId,
    'voice',
    'kind, title, content, storagepath, mimetype, sizebytes',
  );
}

/** Plays the audio element and waits until it is really playing (time advances). */
async function expectPlays(player: Locator): Promise<void> {
  await expect(player).toBeVisible();
  await player.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());
}

test('a recording is made, played, given a typed transcript that is stored as material and survives a reload, then deleted', async ({ page }) => {
  test.setTimeout(90_000);
  const { learner, sessionId } = await openVoiceTab(page);
  await expect(page.getByText('Live transcription is not available in this browser', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Start recording' }).click();
  const stop = page.getByRole('button', { name: 'Stop recording' });
  // The first start opens the (fake) microphone, which takes a few seconds on a busy machine.
  await expect(stop).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Recording 0:0[2-9]$/)).toBeVisible();
  await stop.click();

  const item = page.getByRole('article', { name: 'Recording 1' });
  await expect(item).toBeVisible();
  await expectPlays(item.getByLabel('Play Recording 1'));

  // The audio is in the learner's own folder of the bucket, linked to a voice material row.
  const [row] = await storedRecordings(learner, sessionId);
  expect(row).toMatchObject({ kind: 'voice', title: 'Recording 1', mimetype: 'audio/webm', content: '' });
  expect(row!.storagepath).toMatch(new RegExp(`^${learner.session.user.id}/${sessionId}/.+recording-1\\.webm$`));
  const audio = await learner.client.storage.from('study-materials').download(row!.storagepath);
  expect(audio.error).toBeNull();
  expect(audio.data!.size).toBe(row!.sizebytes);
  expect(audio.data!.size).toBeGreaterThan(1000);

  // The typed transcript becomes the material studied from the recording.
  const transcript = item.getByLabel('Transcript of Recording 1');
  await transcript.fill(TRANSCRIPT);
  await expect(item.getByText('Saved.')).toBeVisible();
  await expect.poll(async () => (await storedRecordings(learner, sessionId))[0]?.content).toBe(TRANSCRIPT);
  await expect(item.getByText(/^\d+ words to study$/)).toBeVisible();

  // A second recording is numbered after the first.
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText(/^Recording 0:01$/)).toBeVisible({ timeout: 20_000 });
  await stop.click();
  // Its transcript box appears once it is stored (a recording still saving lives only in the page).
  await expect(page.getByLabel('Transcript of Recording 2')).toBeVisible();

  await expectAccessible(page, 'the Voice tab with two recordings');

  await page.reload();
  await page.getByRole('tab', { name: 'Voice' }).click();
  const again = page.getByRole('article', { name: 'Recording 1' });
  await expect(again.getByLabel('Transcript of Recording 1')).toHaveValue(TRANSCRIPT);
  await expect(again.locator('.sf-material__excerpt')).toContainText('Photosynthesis happens in the chloroplasts');
  // After the reload the recording plays from the stored file.
  await expectPlays(again.getByLabel('Play Recording 1'));

  await again.getByRole('button', { name: 'Delete Recording 1' }).click();
  await expect(page.getByRole('article', { name: 'Recording 1' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Recording 2' })).toBeVisible();
  const left = await storedRecordings(learner, sessionId);
  expect(left.map((recording) => recording.title)).toEqual(['Recording 2']);
  const gone = await learner.client.storage.from('study-materials').download(row!.storagepath);
  expect(gone.data).toBeNull();
});

test('a refused microphone is explained in one sentence that points to typed notes', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const { learner, sessionId } = await openVoiceTab(page);
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText(MICROPHONE_REFUSED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeVisible();
  expect(await storedRecordings(learner, sessionId)).toEqual([]);
});
