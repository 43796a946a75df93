import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's AudioContext that starts only when `allowed` says so, like Chrome's autoplay rule. */
function stubAudio(allowed: () => boolean) {
  const made: FakeContext[] = [];
  const tones: number[] = [];
  class FakeContext extends EventTarget {
    state: AudioContextState = 'suspended';
    currentTime = 0;
    destination = {};
    constructor() {
      super();
      made.push(this);
    }
    resume() {
      if (!allowed()) return Promise.reject(new DOMException('AudioContext closed before a pending resume() could complete.', 'InvalidStateError'));
      this.state = 'running';
      this.dispatchEvent(new Event('statechange'));
      return Promise.resolve();
    }
    createOscillator() {
      const frequency = { value: 0 };
      const node = { type: 'sine', frequency, connect: () => ({ connect: () => undefined }), start: () => tones.push(frequency.value), stop: () => undefined };
      return node;
    }
    createGain() {
      return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined } };
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return { made, tones };
}

function stubActivation(activation: { isActive: boolean; hasBeenActive: boolean }) {
  Object.defineProperty(navigator, 'userActivation', { configurable: true, get: () => activation });
}

describe('the alarm', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'userActivation');
  });

  it('after a reload, stays silent at zero without an interaction, makes no context and rejects nothing', async () => {
    const activation = { isActive: false, hasBeenActive: true };
    stubActivation(activation);
    const audio = stubAudio(() => activation.hasBeenActive);
    const alarm = await import('./alarm');
    expect(alarm.alarmArmed()).toBe(false);
    alarm.armAlarm();
    await expect(alarm.playAlarm()).resolves.toBe(false);
    expect(audio.made).toHaveLength(0);
    expect(audio.tones).toEqual([]);
  });

  it('is armed by the first interaction and rings at zero on that one context', async () => {
    const activation = { isActive: false, hasBeenActive: false };
    stubActivation(activation);
    const audio = stubAudio(() => activation.hasBeenActive);
    const alarm = await import('./alarm');
    const changes = vi.fn();
    alarm.subscribeToAlarm(changes);
    Object.assign(activation, { isActive: true, hasBeenActive: true });
    alarm.onInteraction();
    await vi.waitFor(() => expect(alarm.alarmArmed()).toBe(true));
    expect(changes).toHaveBeenCalled();
    await expect(alarm.playAlarm()).resolves.toBe(true);
    await expect(alarm.playAlarm()).resolves.toBe(true);
    expect(audio.made).toHaveLength(1);
    expect(audio.tones).toEqual([880, 880, 880, 880, 880, 880]);
  });

  it('is armed when the timer opens after a click the browser recorded (Start Session)', async () => {
    stubActivation({ isActive: false, hasBeenActive: true });
    class RecordedFirstInput {
      static supportedEntryTypes = ['first-input'];
      constructor(private readonly report: (list: { getEntries: () => unknown[] }) => void) {}
      observe() {
        queueMicrotask(() => this.report({ getEntries: () => [{ name: 'pointerdown' }] }));
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', RecordedFirstInput);
    stubAudio(() => true);
    const alarm = await import('./alarm');
    const stop = alarm.listenForInteraction();
    await vi.waitFor(() => expect(alarm.alarmArmed()).toBe(true));
    stop();
  });

  it('is armed by a click in the page, and stops listening when the page is left', async () => {
    stubActivation({ isActive: true, hasBeenActive: true });
    const audio = stubAudio(() => true);
    const alarm = await import('./alarm');
    const stop = alarm.listenForInteraction();
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    expect(audio.made).toHaveLength(0);
    const stopAgain = alarm.listenForInteraction();
    window.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(alarm.alarmArmed()).toBe(true));
    stopAgain();
  });

  it('does not count a touch before the browser does, and swallows a refused resume', async () => {
    const activation = { isActive: false, hasBeenActive: false };
    stubActivation(activation);
    const audio = stubAudio(() => false);
    const alarm = await import('./alarm');
    alarm.onInteraction();
    expect(audio.made).toHaveLength(0);
    Object.assign(activation, { isActive: true, hasBeenActive: true });
    alarm.onInteraction();
    expect(audio.made).toHaveLength(1);
    await expect(alarm.playAlarm()).resolves.toBe(false);
    expect(alarm.alarmArmed()).toBe(false);
  });
});
