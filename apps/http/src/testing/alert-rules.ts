/**
 * The shipped monitoring files (docs/monitoring/) read for tests: the metric names their PromQL
 * expressions use, and the alert state of a threshold rule over a series of scraped figures. Not a
 * PromQL engine: a rule of the form `aggregation(metric) > threshold` is evaluated by substituting
 * the scraped value into its comparison, with Prometheus's `for:` semantics.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
}

export function readAlertRules(file: string): AlertRule[] {
  const { groups } = parse(readFileSync(file, 'utf8')) as { groups: { rules: AlertRule[] }[] };
  return groups.flatMap((group) => group.rules);
}

/** Every PromQL expression of a Grafana dashboard's panels. */
export function dashboardExpressions(file: string): string[] {
  const { panels } = JSON.parse(readFileSync(file, 'utf8')) as { panels: { targets?: { expr: string }[] }[] };
  return panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
}

const notMetrics = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
]);

/** The metric names an expression reads: its identifiers that are neither functions, keywords, labels nor durations. */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '');
  const names = [...bare.matchAll(/[a-zA-Z_:][\w:]*(?!\s*\()/g)]
    .filter((match) => !/[\w:]/.test(bare[match.index + match[0].length] ?? ''))
    .map((match) => match[0])
    .filter((name) => !notMetrics.has(name));
  return [...new Set(names)];
}

/** The series names a Prometheus text exposition exports (a histogram's `_bucket`, `_sum` and `_count` too). */
export function exportedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram' || type === 'summary') {
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
    }
  }
  return names;
}

/** The value of an unlabelled series in an exposition. */
export function valueIn(exposition: string, series: string): number {
  const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  if (!line) throw new Error(`${series} is not in the exposition`);
  return Number(line.slice(series.length + 1));
}

const comparisons: Record<string, (value: number, threshold: number) => boolean> = {
  '>': (value, threshold) => value > threshold,
  '>=': (value, threshold) => value >= threshold,
  '<': (value, threshold) => value < threshold,
  '<=': (value, threshold) => value <= threshold,
  '==': (value, threshold) => value === threshold,
  '!=': (value, threshold) => value !== threshold,
};

const durationUnitsMs: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

export function durationMs(duration: string | undefined): number {
  if (duration === undefined) return 0;
  const match = /^(\d+)([smh])$/.exec(duration);
  if (!match) throw new Error(`Unsupported duration ${duration}`);
  return Number(match[1]) * durationUnitsMs[match[2]!]!;
}

export type AlertState = 'inactive' | 'pending' | 'firing';

/**
 * A rule `aggregation(metric) OP number` over one instance's figures: `observe` is an evaluation at
 * `at` with the scraped value of the metric. As Prometheus does, the comparison must hold at every
 * evaluation for the rule's `for:` before it fires; one false evaluation resets it.
 */
export function thresholdRule(rule: AlertRule) {
  const match = /^(?:(?:max|min|sum|avg)\()?([a-zA-Z_:][\w:]*)\)?\s*(>=|<=|==|!=|>|<)\s*(-?[\d.]+)$/.exec(
    rule.expr.trim(),
  );
  if (!match) throw new Error(`${rule.alert}: not a threshold rule: ${rule.expr}`);
  const [, metric, operator, threshold] = match;
  const holdFor = durationMs(rule.for);
  let activeSince: number | undefined;
  return {
    metric: metric!,
    observe(at: Date, value: number): AlertState {
      if (!comparisons[operator!]!(value, Number(threshold))) {
        activeSince = undefined;
        return 'inactive';
      }
      activeSince ??= at.getTime();
      return at.getTime() - activeSince >= holdFor ? 'firing' : 'pending';
    },
  };
}
