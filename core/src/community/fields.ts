import { z } from 'zod';

/** Field builders for the community forms: every text is trimmed and has an upper bound. */

export const limits = {
  name: 100,
  email: 254,
  shortText: 200,
  phone: 40,
  url: 500,
  longText: 5000,
} as const;

/** A required text: trimmed, not blank, at most `max` characters. */
export function requiredText(label: string, max: number = limits.shortText) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A person's name: at least 2 characters, as on sign-up (spec section 9). */
export function personName(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(2, `${label} must be at least 2 characters`)
    .max(limits.name, `${label} must be at most ${limits.name} characters`);
}

/** A longer answer (experience, motivation, message...). */
export function longText(label: string) {
  return requiredText(label, limits.longText);
}

/** Trimmed, lower-cased e-mail address. */
export function emailAddress() {
  return z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .max(limits.email, `Email must be at most ${limits.email} characters`)
    .pipe(z.email('Please enter a valid email address'));
}

/**
 * An optional text; blank becomes null. Null is accepted too, so a form's parsed values (which the
 * browser sends) pass the server's parse unchanged.
 */
export function optionalText(label: string, max: number = limits.shortText) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
}

/** An optional phone number: digits with the usual separators; blank becomes null. */
export function optionalPhone() {
  return optionalText('Phone', limits.phone).refine(
    (value) => value === null || /^\+?[0-9 ()./-]{6,}$/.test(value),
    'Please enter a valid phone number',
  );
}

function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}

/** An optional http(s) address; blank becomes null. */
export function optionalWebAddress(label: string) {
  return optionalText(label, limits.url).refine(
    (value) => value === null || isWebAddress(value),
    `${label} must be a valid URL starting with http:// or https://`,
  );
}

/** A required choice among `options`. */
export function choice<const O extends readonly [string, ...string[]]>(options: O, message: string) {
  return z.enum(options, { error: message });
}

/** An optional choice among `options`; blank (or null) becomes null. */
export function optionalChoice<const O extends readonly [string, ...string[]]>(options: O, message: string) {
  return z
    .union([z.literal(''), z.enum(options, { error: message })], { error: message })
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * The hidden anti-automation field. People never see it, so never fill it; a value means a bot.
 * Kept in the schemas so a form's value reaches the server unchanged.
 */
export const honeypotFieldName = 'website';
export const honeypot = () => z.string().optional();

/** True when the raw input carries a value in the honeypot field. */
export function honeypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[honeypotFieldName];
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}
