// Which source files' messages go to the small "core" catalog, loaded before the first screen, and which to the
// "app" catalog, loaded before any other screen than sign-in (lingui.config.ts extracts them so). The core is
// what a signed-out person sees on /login: the /login JS budget (bench:bundle) can't carry every message.
// src/build-placement.test.ts checks on the build that every module loaded before the first screen has its
// messages here, whatever folder it moves to.
export const CORE_SOURCES = [
  'src/main.tsx',
  'src/ui',
  'src/lib',
  'src/i18n',
  'src/graphql',
  'src/features/auth',
  'src/features/social',
  'src/features/offline',
  'src/pwa',
  'src/routes/__root.tsx',
  'src/routes/login.tsx',
  'src/routes/phoneLogin.tsx',
  'src/routes/codeLogin.tsx',
] as const;

/**
 * Files in a core folder that only screens after sign-in use: their messages go to the app catalog (lingui.config.ts),
 * and vite.config.ts keeps their code out of the chunks loaded before the first screen.
 */
export const APP_FILES_IN_CORE_FOLDERS = ['src/ui/ConfirmDialog.tsx', 'src/ui/NotSavedOffline.tsx'] as const;

/** The privacy policy and the rules: long texts in their own catalog, which only /about/* loads. */
export const LEGAL_SOURCES = ['src/features/about'] as const;

/** Paths that render with the core catalog alone (everything else waits for the app catalog). */
export const CORE_PATHS: ReadonlySet<string> = new Set(['/login', '/phoneLogin', '/codeLogin']);
