import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(initialsOf('Ana Pérez García', 'ana@example.org')).toBe('AP');
    expect(initialsOf('Ángela Molina', 'x@y.es')).toBe('ÁM');
  });

  it('ignores a note in brackets, as the demo accounts have', () => {
    expect(initialsOf('Socio (demo)', 'socio@demo.local')).toBe('SO');
    expect(initialsOf('Jefa (demo)', 'admin@demo.local')).toBe('JE');
  });

  it('falls back to the address when there is no name', () => {
    expect(initialsOf('', 'luis.m@example.org')).toBe('LU');
    expect(initialsOf('', '@')).toBe('?');
  });
});
