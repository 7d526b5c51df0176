/** CTR in percent with two decimals: 3.5 -> "3.50%". */
export function formatCtr(ctr: number): string {
  return `${(Number.isFinite(ctr) ? ctr : 0).toFixed(2)}%`;
}

/** A whole number with thousands separators: 12345 -> "12,345". */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** "Nov 21, 2026" from an ISO timestamp; an unreadable value is shown as a dash. */
export function formatJoined(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date and time to the minute, in the browser's language and time zone. */
export const formatMinute = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
