/** Code message templates; the locale comes from Accept-Language. */
const templates = {
  'en-US': {
    subject: 'Your Contour code',
    body: (code: string) => `Your Contour code is ${code}. It is valid for 5 minutes.`,
  },
  'zh-CN': {
    subject: 'Contour 验证码',
    body: (code: string) => `您的 Contour 验证码是 ${code}，5 分钟内有效。`,
  },
} as const;

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

export function codeMessage(locale: MessageLocale, code: string) {
  const t = templates[locale];
  return { subject: t.subject, body: t.body(code) };
}
