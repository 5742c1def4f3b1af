import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordIssue } from './password.ts';

describe('passwordIssue', () => {
  it('accepts 8 to 20 characters with upper, lower and digit', () => {
    expect(passwordIssue('Abcdefg1')).toBeNull();
    expect(passwordIssue('Abcdefghijklmnopqr1Z')).toBeNull();
    expect(passwordIssue('Ab1!"#$%&\'()*+,-./:;')).toBeNull();
    expect(passwordIssue('Ab1<=>?@[\\]^_`{|}~')).toBeNull();
  });

  it('names the first broken part', () => {
    expect(passwordIssue('')).toBe('empty');
    expect(passwordIssue('Abcdef1')).toBe('length');
    expect(passwordIssue('Abcdefghijklmnopqrs12')).toBe('length');
    expect(passwordIssue('abcdefg1')).toBe('upper');
    expect(passwordIssue('ABCDEFG1')).toBe('lower');
    expect(passwordIssue('Abcdefgh')).toBe('digit');
  });

  it('refuses characters outside letters, digits and ASCII punctuation', () => {
    expect(passwordIssue('Abcdefg1 ')).toBe('characters');
    expect(passwordIssue('Abcdéfg1')).toBe('characters');
    expect(passwordIssue('Abcdefg1€')).toBe('characters');
    expect(passwordIssue('Пароль12Ab')).toBe('characters');
  });
});

describe('hashPassword', () => {
  it('is SHA-256 of the fixed salt and the password, in hex', async () => {
    const hash = await hashPassword('Abcdefg1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update('contour:v1:Abcdefg1').digest('hex'));
    expect(await hashPassword('Abcdefg1')).toBe(hash);
    expect(await hashPassword('Abcdefg2')).not.toBe(hash);
  });
});
