import { describe, expect, it } from 'vitest';
import { checkAge, checkHeight, checkName, cmToFeetInches, inchesToCm } from './profile.ts';

describe('checkHeight (metric)', () => {
  it('accepts whole centimetres from 70 to 200', () => {
    expect(checkHeight({ unit: 'metric', cm: '70' })).toEqual({ ok: true, value: 70 });
    expect(checkHeight({ unit: 'metric', cm: ' 178 ' })).toEqual({ ok: true, value: 178 });
    expect(checkHeight({ unit: 'metric', cm: '200' })).toEqual({ ok: true, value: 200 });
  });
  it('names empty, decimal, out of range and non-numbers', () => {
    expect(checkHeight({ unit: 'metric', cm: '' })).toEqual({ ok: false, issue: 'empty' });
    expect(checkHeight({ unit: 'metric', cm: '175.5' })).toEqual({ ok: false, issue: 'decimal' });
    expect(checkHeight({ unit: 'metric', cm: '175,5' })).toEqual({ ok: false, issue: 'decimal' });
    expect(checkHeight({ unit: 'metric', cm: '69' })).toEqual({ ok: false, issue: 'range' });
    expect(checkHeight({ unit: 'metric', cm: '201' })).toEqual({ ok: false, issue: 'range' });
    expect(checkHeight({ unit: 'metric', cm: '-170' })).toEqual({ ok: false, issue: 'range' });
    expect(checkHeight({ unit: 'metric', cm: '1e2' })).toEqual({ ok: false, issue: 'format' });
  });
});

describe('checkHeight (imperial)', () => {
  it('accepts 2\'3" to 6\'7" and converts to whole centimetres inside 70–200', () => {
    expect(checkHeight({ unit: 'imperial', ft: '2', inch: '3' })).toEqual({ ok: true, value: 70 });
    expect(checkHeight({ unit: 'imperial', ft: '5', inch: '10' })).toEqual({ ok: true, value: 178 });
    expect(checkHeight({ unit: 'imperial', ft: '6', inch: '' })).toEqual({ ok: true, value: 183 });
    expect(checkHeight({ unit: 'imperial', ft: '6', inch: '7' })).toEqual({ ok: true, value: 200 });
  });
  it('refuses heights outside the range, inches above 11 and decimals', () => {
    expect(checkHeight({ unit: 'imperial', ft: '2', inch: '2' })).toEqual({ ok: false, issue: 'range' });
    expect(checkHeight({ unit: 'imperial', ft: '6', inch: '8' })).toEqual({ ok: false, issue: 'range' });
    expect(checkHeight({ unit: 'imperial', ft: '5', inch: '12' })).toEqual({ ok: false, issue: 'range' });
    expect(checkHeight({ unit: 'imperial', ft: '5.5', inch: '0' })).toEqual({ ok: false, issue: 'decimal' });
    expect(checkHeight({ unit: 'imperial', ft: '5', inch: '6.5' })).toEqual({ ok: false, issue: 'decimal' });
    expect(checkHeight({ unit: 'imperial', ft: '', inch: '6' })).toEqual({ ok: false, issue: 'empty' });
  });
  it('round-trips centimetres through feet and inches', () => {
    expect(cmToFeetInches(178)).toEqual({ ft: 5, inch: 10 });
    expect(cmToFeetInches(70)).toEqual({ ft: 2, inch: 4 });
    expect(cmToFeetInches(200)).toEqual({ ft: 6, inch: 7 });
    expect(inchesToCm(70)).toBe(178);
  });
});

describe('checkAge', () => {
  it('accepts whole years from 10 to 99', () => {
    expect(checkAge('10')).toEqual({ ok: true, value: 10 });
    expect(checkAge('99')).toEqual({ ok: true, value: 99 });
  });
  it('names empty, non-integer and out of range', () => {
    expect(checkAge('')).toEqual({ ok: false, issue: 'empty' });
    expect(checkAge('30.5')).toEqual({ ok: false, issue: 'decimal' });
    expect(checkAge('9')).toEqual({ ok: false, issue: 'range' });
    expect(checkAge('100')).toEqual({ ok: false, issue: 'range' });
    expect(checkAge('abc')).toEqual({ ok: false, issue: 'format' });
  });
});

describe('checkName', () => {
  it('trims, and an empty name is no name', () => {
    expect(checkName('  Ann  ')).toEqual({ ok: true, value: 'Ann' });
    expect(checkName('   ')).toEqual({ ok: true, value: null });
  });
  it('counts characters, not UTF-16 units', () => {
    expect(checkName('😀'.repeat(40))).toEqual({ ok: true, value: '😀'.repeat(40) });
    expect(checkName('a'.repeat(41))).toEqual({ ok: false, issue: 'long' });
  });
  it('keeps every script, with the joiners some of them need', () => {
    for (const name of ['Zoë', 'محمد', 'می‌خواهم', 'श्री', '山田 太郎', '👩‍👩‍👧']) expect(checkName(name)).toEqual({ ok: true, value: name });
  });
  it('refuses control, invisible and direction-changing characters, and lone surrogates', () => {
    for (const name of [
      'a\u0000b',
      'a\tb',
      '\u200b',
      'a\u2060b',
      'An\ufeffn',
      '\u202egnp.exe',
      'Ann\u2066a',
      'A\u200fB',
      'A\u061cB',
      'ab\ud800cd',
      'ab\udc00',
    ]) {
      expect(checkName(name), JSON.stringify(name)).toEqual({ ok: false, issue: 'characters' });
    }
  });
});
