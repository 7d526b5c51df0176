/**
 * When the pending verification code of an address expires, as the server said in the sign-up or
 * resend answer. Kept for this tab (sessionStorage), so a reload of /verify-email, or the way back
 * from the payment page, counts down to the code's real expiry instead of starting again at 5:00.
 */
const storageKey = 'commons.code-expiry';

interface StoredExpiry {
  email: string;
  expiresAt: string;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function rememberCodeExpiry(email: string, expiresAt: string): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ email, expiresAt } satisfies StoredExpiry));
  } catch {
    // Storage may be disabled: the page then counts the code's full life from when it opens.
  }
}

/** The expiry (ms since the epoch) remembered for this address, or null. */
export function rememberedCodeExpiry(email: string): number | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as StoredExpiry | null;
    if (!stored || !sameAddress(stored.email, email)) return null;
    const expiresAt = Date.parse(stored.expiresAt);
    return Number.isNaN(expiresAt) ? null : expiresAt;
  } catch {
    return null;
  }
}

/** Forgets the remembered expiry: a code sent since (at login) replaced the one it was for. */
export function forgetCodeExpiry(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
}
