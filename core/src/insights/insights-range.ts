/**
 * The months a business figure covers: `from` and `to` as `YYYY-MM` (a full date names its month),
 * both included, in UTC. By default the last twelve months up to the current one.
 */
import { z } from 'zod';
import { DomainError } from '../shared/domain-error.ts';
import { blankAsMissing } from '../shared/paging.ts';
import { parseInput } from '../shared/validation.ts';

/** The longest range one answer covers: three years of monthly points. */
export const maxInsightMonths = 36;
export const defaultInsightMonths = 12;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

const monthField = (name: string) => {
  const message = `${name} must be a month written YYYY-MM (or a date YYYY-MM-DD)`;
  return z.preprocess(
    blankAsMissing,
    z
      .string({ error: message })
      .trim()
      .regex(monthPattern, message)
      .transform((value) => value.slice(0, 7))
      .optional(),
  );
};

export const insightsRangeSchema = z.object({
  from: monthField('from'),
  to: monthField('to'),
});
export type InsightsRangeInput = z.input<typeof insightsRangeSchema>;

/** A month as `YYYY-MM`. */
export type Month = string;

/**
 * The months asked for, checked against today: not after the current month, `from` not after
 * `to`, at most the cap.
 */
export function insightMonths(input: unknown, now: Date): Month[] {
  const range = parseInput(insightsRangeSchema, input);
  const current = monthOf(now);
  const to = range.to ?? current;
  const from = range.from ?? addMonths(to, 1 - defaultInsightMonths);
  const invalid = (message: string) => new DomainError('VALIDATION', message);
  if (to > current) throw invalid(`to cannot be after the current month (${current})`);
  if (from > to) throw invalid('from must be the same month as to or an earlier one');
  if (monthCount(from, to) > maxInsightMonths) {
    throw invalid(`A range covers at most ${maxInsightMonths} months`);
  }
  return monthsBetween(from, to);
}

function monthCount(from: Month, to: Month): number {
  const index = (month: Month) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(to) - index(from) + 1;
}

export function monthOf(at: Date): Month {
  return at.toISOString().slice(0, 7);
}

/** The first instant of the month, UTC. */
export function monthStart(month: Month): Date {
  return new Date(`${month}-01T00:00:00.000Z`);
}

export function addMonths(month: Month, count: number): Month {
  const start = monthStart(month);
  return monthOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + count, 1)));
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: Month, to: Month): Month[] {
  const months: Month[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}
