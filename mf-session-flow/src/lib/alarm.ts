type AudioContextConstructor = typeof AudioContext;

/** Three short beeps made with WebAudio: no sound file to load, works offline. */
export function playAlarm(): void {
  const Context: AudioContextConstructor | undefined =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Context) return;
  try {
    const context = new Context();
    void context.resume();
    for (let beep = 0; beep < 3; beep += 1) {
      const start = context.currentTime + beep * 0.35;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    }
    setTimeout(() => void context.close(), 1500);
  } catch (error) {
    // A browser that refuses audio (no gesture yet) still moves on; the page says time is up.
    console.warn('The alarm could not play', error);
  }
}
