/** Code message templates, one per purpose; the locale comes from Accept-Language. */
import type { CodePurpose } from '../db/schema.ts';

type Template = { subject: string; body: (code: string) => string };

const templates = {
  'en-US': {
    login: {
      subject: 'Your Contour code',
      body: (code) => `Your Contour code is ${code}. It is valid for 5 minutes.`,
    },
    reset_password: {
      subject: 'Reset your Contour password',
      body: (code) =>
        `Your code to reset your Contour password is ${code}. It is valid for 5 minutes. ` +
        `If you did not ask to reset your password, you can ignore this message; your password stays as it is.`,
    },
    bind: {
      subject: 'Link your Contour account',
      body: (code) =>
        `Your code to link a social account with Contour is ${code}. It is valid for 5 minutes. ` +
        `If you did not ask for this, ignore this message and nothing will be linked.`,
    },
  },
  'zh-CN': {
    login: {
      subject: 'Contour 验证码',
      body: (code) => `您的 Contour 验证码是 ${code}，5 分钟内有效。`,
    },
    reset_password: {
      subject: '重置您的 Contour 密码',
      body: (code) => `您正在重置 Contour 密码，验证码是 ${code}，5 分钟内有效。如果这不是您本人的操作，请忽略此消息，您的密码不会改变。`,
    },
    bind: {
      subject: '关联您的 Contour 账号',
      body: (code) => `您正在将第三方账号关联到 Contour，验证码是 ${code}，5 分钟内有效。如果这不是您本人的操作，请忽略此消息，不会关联任何账号。`,
    },
  },
} as const satisfies Record<string, Record<CodePurpose, Template>>;

export type MessageLocale = keyof typeof templates;

export function pickLocale(acceptLanguage: string | null): MessageLocale {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean);
  for (const tag of tags) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'en-US';
}

export function codeMessage(locale: MessageLocale, code: string, purpose: CodePurpose = 'login') {
  const t: Template = templates[locale][purpose];
  return { subject: t.subject, body: t.body(code) };
}
