// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogProblems, COMPLETE_LOCALES, placeholders } from '../../scripts/catalogs.ts';

describe('catalogs', () => {
  it('reads placeholders, tags and plural variables', () => {
    expect(placeholders('Hi <0>{name}</0>, {n, plural, one {# day} other {# days}}')).toEqual(['<0>', '</0>', '{n}', '{name}'].sort());
  });
  it.each(COMPLETE_LOCALES)('%s is complete, with the source placeholders', (locale) => {
    expect(catalogProblems(locale)).toEqual([]);
  });
});
