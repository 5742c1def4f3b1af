// The privacy policy's and rules' texts: a catalog only /about/* loads (kept out of the app catalog that every screen
// waits for, and its loaders out of the shell that /login waits for).
import type { Messages } from '@lingui/core';
import { ensureCatalog } from './i18n.ts';

const loaders = import.meta.glob<{ messages: Messages }>('../locales/*/legal.po');

export const ensureLegalCatalog = () => ensureCatalog('legal', loaders);
