import { describe, expect, it } from 'vitest';
import { fromLocalInput, remaining, toLocalInput } from './when';

describe('film night times', () => {
  it('says what is left at the scale that matters', () => {
    expect(remaining(2 * 86_400 + 4 * 3_600 + 59)).toBe('2 d 4 h');
    expect(remaining(3 * 3_600 + 5 * 60)).toBe('3 h 5 min');
    expect(remaining(125)).toBe('2 min 5 s');
    expect(remaining(45)).toBe('45 s');
    expect(remaining(-3)).toBe('0 s');
  });
  it('goes to a datetime-local value and back', () => {
    const epoch = 1_790_000_040;
    expect(fromLocalInput(toLocalInput(epoch))).toBe(epoch);
    expect(fromLocalInput('')).toBe(0);
  });
});
