import { describe, expect, it } from 'vitest';
import { MICROPHONE_BUSY, MICROPHONE_REFUSED, microphoneProblem, NO_MICROPHONE } from './microphone-problem';

const failure = (name: string) => new DOMException('from the browser', name);

describe('microphoneProblem', () => {
  it('tells a refused microphone from a missing one, each pointing to typed notes', () => {
    expect(microphoneProblem(failure('NotAllowedError'))).toBe(MICROPHONE_REFUSED);
    expect(microphoneProblem(failure('NotFoundError'))).toBe(NO_MICROPHONE);
    expect(microphoneProblem(failure('NotReadableError'))).toBe(MICROPHONE_BUSY);
    expect(microphoneProblem('something odd')).toBe(MICROPHONE_BUSY);
    for (const sentence of [MICROPHONE_REFUSED, NO_MICROPHONE, MICROPHONE_BUSY]) expect(sentence).toContain('Text tab');
  });
});
