import { useSyncExternalStore } from 'react';
import type { SerializedMember } from './member.ts';

/**
 * The display copy of the signed-in member, kept under localStorage['user'] as the spec says. The
 * server is the authority (the session cookie); this copy only decides what the UI shows and is
 * refreshed from GET /api/auth/me on load. A copy written by an older release may lack fields, hence
 * everything but the identity is optional.
 */
export type StoredMember = Pick<SerializedMember, 'id' | 'email' | 'firstName' | 'lastName'> &
  Partial<SerializedMember>;

const storageKey = 'user';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function storeMember(member: StoredMember): void {
  localStorage.setItem(storageKey, JSON.stringify(member));
  notify();
}

export function clearStoredMember(): void {
  localStorage.removeItem(storageKey);
  notify();
}

export function getStoredMember(): StoredMember | null {
  const raw = read();
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredMember;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored member, re-rendering when it changes (in this tab or another). */
export function useStoredMember(): StoredMember | null {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredMember;
  } catch {
    return null;
  }
}
