import { describe, expect, it } from 'vitest';
import { benchOptions } from './options.js';

const defaults = { seconds: '60', users: '60', keep: false as boolean, list: [] as string[] };
const smoke = { seconds: '3', list: ['a'] };

describe('benchOptions', () => {
  it('answers the defaults without options', () => {
    expect(benchOptions(defaults, smoke, [])).toEqual({ ...defaults, smoke: false });
  });

  it('answers the smoke values with --smoke, the defaults for the others', () => {
    expect(benchOptions(defaults, smoke, ['--smoke'])).toEqual({
      seconds: '3',
      users: '60',
      keep: false,
      list: ['a'],
      smoke: true,
    });
  });

  it('lets the command line win over both', () => {
    const options = benchOptions(defaults, smoke, [
      '--smoke',
      '--seconds',
      '5',
      '--keep',
      '--list',
      'b',
      '--list',
      'c',
    ]);
    expect(options).toEqual({
      seconds: '5',
      users: '60',
      keep: true,
      list: ['b', 'c'],
      smoke: true,
    });
  });

  it('refuses an option the benchmark does not have', () => {
    expect(() => benchOptions(defaults, smoke, ['--sconds', '5'])).toThrow();
  });
});
