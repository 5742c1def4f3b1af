import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { checkDraft, emptyDraft, withUnit } from './draft.ts';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

describe('checkDraft', () => {
  it('needs sex, height, age and, for registration, the policy box', () => {
    const { errors, values } = checkDraft(i18n, emptyDraft('metric'), true);
    expect(values).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(['age', 'agreed', 'height', 'sex']);
  });

  it('returns whole centimetres from feet and inches, and no name when it is blank', () => {
    const draft = { ...emptyDraft('imperial'), sex: 'FEMALE' as const, ft: '5', inch: '6', age: '40', name: '  ' };
    expect(checkDraft(i18n, draft, false)).toEqual({ errors: {}, values: { name: null, sex: 'FEMALE', heightCm: 168, age: 40 } });
  });

  it('carries a valid height over when the unit changes', () => {
    const metric = { ...emptyDraft('metric'), cm: '178' };
    expect(withUnit(metric, 'imperial')).toMatchObject({ unit: 'imperial', ft: '5', inch: '10' });
    expect(withUnit({ ...metric, cm: 'x' }, 'imperial')).toMatchObject({ unit: 'imperial', ft: '', inch: '' });
  });
});
