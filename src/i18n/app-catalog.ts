// The app catalog's 24 loaders: every screen but sign-in needs them, /login's first load does not (i18n.ts).
import type { Messages } from '@lingui/core';

export const messageLoaders = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');
