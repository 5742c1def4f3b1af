import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n, setupI18n } from '@lingui/core';
import { phrased, phraseText } from './phrasing.ts';

const ZWSP = '\u200B';
const zh = new Intl.Segmenter('zh-CN', { granularity: 'word' });

describe('phraseText', () => {
  it('puts a break opportunity between Chinese words, and only there', () => {
    const out = phraseText('下载报告', zh);
    expect(out.replaceAll(ZWSP, '')).toBe('下载报告');
    expect(out.split(ZWSP)).toEqual(['下载', '报告']);
  });
  it('never before or after punctuation, where a break is the browser’s rule (no line starts with 。)', () => {
    const out = phraseText('您的报告已准备好。', zh);
    expect(out.endsWith(`好。`)).toBe(true);
    expect(out).not.toContain(`${ZWSP}。`);
  });
  it('leaves text without CJK alone', () => {
    expect(phraseText('Download PDF', zh)).toBe('Download PDF');
  });
});

describe('phrased', () => {
  it('keeps placeholders and plural branches working, with breaks in the branches’ text', () => {
    const messages = { a: compileMessage('{count, plural, other {共#个测量值}}，下载{name}的报告') };
    const local = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': phrased(messages, 'zh-CN') } });
    const out = local._('a', { count: 12, name: '王芳' });
    expect(out.replaceAll(ZWSP, '')).toBe('共12个测量值，下载王芳的报告');
    expect(out).toContain(ZWSP);
  });
  it('leaves a non-Chinese catalog as it is', () => {
    const messages = { a: compileMessage('下载报告') };
    expect(phrased(messages, 'ja')).toBe(messages);
    expect(i18n).toBeDefined();
  });
});
