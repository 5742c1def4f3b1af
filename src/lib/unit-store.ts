// The chosen unit system as one small store: a change (personal centre, sign-in) reaches every open screen.
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { KEYS, readLocal, writeLocal } from './storage.ts';
import { UnitSchema, type Unit } from '#shared/unit-system.ts';

function readUnit(): Unit {
  return readLocal(KEYS.unit, v.fallback(UnitSchema, 'metric'), 'metric');
}

const listeners = new Set<() => void>();
let current: Unit | undefined;

function notify(): void {
  listeners.forEach((listener) => listener());
}

export const unitStore = {
  get(): Unit {
    current ??= readUnit();
    return current;
  },
  set(unit: Unit): void {
    writeLocal(KEYS.unit, unit);
    if (current === unit) return;
    current = unit;
    notify();
    // The server-rendered report follows (lib/document-session.ts).
    void import('./document-session.ts').then((module) => module.updateUiCookie()).catch(() => undefined);
  },
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  },
};

/** Another tab changed the unit: follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== KEYS.unit) return;
  const next = readUnit();
  if (next !== current) {
    current = next;
    notify();
  }
}

export function unitFromServer(system: 'METRIC' | 'IMPERIAL'): Unit {
  return system === 'IMPERIAL' ? 'imperial' : 'metric';
}

export function useUnit(): Unit {
  return useSyncExternalStore(unitStore.subscribe, unitStore.get, unitStore.get);
}
