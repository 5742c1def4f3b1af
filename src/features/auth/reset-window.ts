// A reset-code session may set a new password without the old one for a while (verifyValidationCode).
import * as v from 'valibot';
import { KEYS, readSessionJson, removeSession, writeSessionJson } from '#src/lib/storage.ts';

export function startResetWindow(seconds: number, now = Date.now()): void {
  writeSessionJson(KEYS.resetUntil, now + seconds * 1000);
}

export function inResetWindow(now = Date.now()): boolean {
  const until = readSessionJson(KEYS.resetUntil, v.number());
  return until !== null && until > now;
}

export function endResetWindow(): void {
  removeSession(KEYS.resetUntil);
}
