// The app catalog's 24 loaders: every screen but sign-in needs them, /login's first load does not (i18n.ts).
import type { Messages } from '@lingui/core';
import { ensureCatalog } from './i18n.ts';

const loaders = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

export const ensureMessages = () => ensureCatalog('messages', loaders);
