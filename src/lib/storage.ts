// Every key the app keeps in local or session storage, each read through a schema with a default,
// and the clearing rules of spec section 2 (/login) and section 4 (sign-out).
import * as v from 'valibot';
import { UI_COOKIE } from '#shared/cookie-names.ts';

export const KEYS = {
  token: 'token',
  lang: 'lang',
  unit: 'unit',
  modelInfo: 'modelInfo',
  loginInfo: 'loginInfo',
  memberInfo: 'memberInfo',
  deviceType: 'deviceType',
  registerInfo: 'registerInfo',
  /** Session storage: until when (epoch ms) this session may set a password without the old one. */
  resetUntil: 'resetUntil',
  /** When (epoch ms) the person last said "Not now" to adding the app to the home screen. */
  installReminder: 'installReminder',
  /** When (epoch ms) the server last answered: what the offline notice says the saved data dates from. */
  syncedAt: 'syncedAt',
  /** 'on' when staff turned this device into a shared gym tablet (features/kiosk). */
  kiosk: 'kiosk',
} as const;

/** Prefixes of local-storage keys that survive entering /login (spec 2), and the device's kiosk setting. */
const KEPT_ON_LOGIN = ['lang', 'unit', 'appType_1', 'appType_2', KEYS.kiosk] as const;

export const DeviceTypeSchema = v.picklist(['S30', 'M30']);
export type DeviceType = v.InferOutput<typeof DeviceTypeSchema>;
/** The product models in the order the screens offer them. */
export const DEVICE_TYPES = ['M30', 'S30'] as const satisfies readonly DeviceType[];
export const TokenSchema = v.pipe(v.string(), v.minLength(20), v.maxLength(200));

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can throw (disabled cookies, private mode quota); the default is the right answer then.
    return fallback;
  }
}

export function readLocal<S extends v.GenericSchema>(key: string, schema: S, fallback: v.InferOutput<S>): v.InferOutput<S> {
  return safe(() => {
    const parsed = v.safeParse(schema, localStorage.getItem(key));
    return parsed.success ? parsed.output : fallback;
  }, fallback);
}

export function writeLocal(key: string, value: string): void {
  safe(() => localStorage.setItem(key, value), undefined);
}

/** The session token: persistent storage is copied to session storage at start (spec 4). */
export function copyPersistentToken(): void {
  safe(() => {
    const stored = localStorage.getItem(KEYS.token);
    if (stored && v.is(TokenSchema, stored)) sessionStorage.setItem(KEYS.token, stored);
  }, undefined);
}

export function readToken(): string | null {
  return safe(() => {
    const token = sessionStorage.getItem(KEYS.token) ?? localStorage.getItem(KEYS.token);
    return token && v.is(TokenSchema, token) ? token : null;
  }, null);
}

export function writeToken(token: string, remember: boolean): void {
  safe(() => {
    sessionStorage.setItem(KEYS.token, token);
    if (remember) localStorage.setItem(KEYS.token, token);
    else localStorage.removeItem(KEYS.token);
  }, undefined);
}

/** Sign-out on 401 (spec 4): the token and the cached model, login and member info go (and when they were synced). */
export function clearSessionKeys(): void {
  // The server draws /report for no one now, even if its own cookie outlives this (shared/document-cookies.ts).
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not copy
  safe(() => (document.cookie = `${UI_COOKIE}=; Path=/; Max-Age=0`), undefined);
  safe(() => {
    for (const key of [KEYS.token, KEYS.modelInfo, KEYS.loginInfo, KEYS.memberInfo, KEYS.syncedAt]) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
  }, undefined);
}

/** Entering /login: local storage keeps only lang*, unit*, appType_1*, appType_2*; session storage is cleared. */
export function clearStorageForLogin(): void {
  safe(() => {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((key): key is string => key !== null);
    for (const key of keys) {
      if (!KEPT_ON_LOGIN.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
    }
    sessionStorage.clear();
  }, undefined);
}

const deviceTypeListeners = new Set<() => void>();

/** Calls `listener` after each change of the stored product model (the server-drawn pages' cookie follows it). */
export function onDeviceTypeChange(listener: () => void): void {
  deviceTypeListeners.add(listener);
}

/** The deviceType URL parameter (spec 4): a new value is stored and the cached model info dropped. */
export function applyDeviceType(param: unknown): void {
  if (!v.is(DeviceTypeSchema, param)) return;
  safe(() => {
    if (localStorage.getItem(KEYS.deviceType) !== param) {
      localStorage.setItem(KEYS.deviceType, param);
      localStorage.removeItem(KEYS.modelInfo);
      sessionStorage.removeItem(KEYS.modelInfo);
      deviceTypeListeners.forEach((listener) => listener());
    }
  }, undefined);
}

// The server render has no storage: it draws with the model the app's cookie names (src/ssr/entry-server.tsx).
let drawnDeviceType: DeviceType | null | undefined;

/** The product model the app keeps (spec 4), or null for none yet: the one read of it. */
export function storedDeviceType(): DeviceType | null {
  return drawnDeviceType !== undefined ? drawnDeviceType : readLocal(KEYS.deviceType, v.nullable(DeviceTypeSchema), null);
}

/** The server render only: the model the page is drawn for, set right before each (synchronous) render. */
export function drawForDeviceType(value: unknown): void {
  drawnDeviceType = v.is(DeviceTypeSchema, value) ? value : null;
}

/** A JSON value kept in session storage, parsed with its schema; null when absent or not valid. */
export function readSessionJson<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  return safe(() => {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  }, null);
}

export function writeSessionJson(key: string, value: unknown): void {
  safe(() => sessionStorage.setItem(key, JSON.stringify(value)), undefined);
}

export function removeSession(key: string): void {
  safe(() => sessionStorage.removeItem(key), undefined);
}

export function clearRegisterInfo(): void {
  safe(() => sessionStorage.removeItem(KEYS.registerInfo), undefined);
}
