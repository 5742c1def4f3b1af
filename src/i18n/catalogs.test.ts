// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogProblems, COMPLETE_LOCALES, missingPluralForms, placeholders } from '../../scripts/catalogs.ts';

describe('catalogs', () => {
  it('reads placeholders, tags and plural variables, not the words inside select branches', () => {
    expect(placeholders('Hi <0>{name}</0>, {n, plural, one {# day} other {# days}}')).toEqual(['<0>', '</0>', '{n}', '{name}'].sort());
    expect(placeholders('{level, select, high {hoch} other {sehr}} ({score})')).toEqual(['{level}', '{score}']);
  });

  it('knows the plural forms each language needs', () => {
    const message = '{n, plural, one {# day} other {# days}}';
    expect(missingPluralForms(message, 'en-US')).toEqual([]);
    expect(missingPluralForms(message, 'ru').sort()).toEqual(['n: few', 'n: many']);
    expect(missingPluralForms(message, 'ar').sort()).toEqual(['n: few', 'n: many', 'n: two', 'n: zero']);
    expect(missingPluralForms('{n, plural, other {# 天}}', 'zh-CN')).toEqual([]);
  });

  it.each(COMPLETE_LOCALES)('%s is complete: every message translated, valid, with the source placeholders', (locale) => {
    expect(catalogProblems(locale)).toEqual([]);
  });
});
