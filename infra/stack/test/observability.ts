import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The `observability` compose profile's configuration files, read as Prometheus and Grafana read them. */

export const OBSERVABILITY_DIR = 'infra/observability';

export interface ScrapeConfig {
  job_name: string;
  static_configs?: unknown[];
  dns_sd_configs?: { names: string[]; type?: string; port?: number }[];
}

export interface DashboardPanel {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { expr: string; datasource?: { type: string; uid: string } }[];
  panels?: DashboardPanel[];
}

export interface Dashboard {
  uid: string;
  title: string;
  panels: DashboardPanel[];
}

export function readObservabilityFile(repoRoot: string, file: string): string {
  return readFileSync(path.join(repoRoot, OBSERVABILITY_DIR, file), 'utf8');
}

export function readScrapeConfigs(repoRoot: string): ScrapeConfig[] {
  const config = parse(readObservabilityFile(repoRoot, 'prometheus.yml')) as {
    scrape_configs: ScrapeConfig[];
  };
  return config.scrape_configs;
}

export function readDashboard(repoRoot: string): Dashboard {
  return JSON.parse(readObservabilityFile(repoRoot, 'grafana/dashboards/undangan.json')) as Dashboard;
}

/** Every panel with queries, rows unfolded. */
export function queryPanels(dashboard: Dashboard): DashboardPanel[] {
  const all = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
  return all.filter((panel) => panel.type !== 'row');
}

/** Metric names Prometheus makes up itself rather than scraping from a program. */
export const PROMETHEUS_OWN_METRICS = new Set(['up']);

const KEYWORDS = new Set([
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
  'inf',
  'nan',
]);
const TOKEN = /[A-Za-z_:][A-Za-z0-9_:]*|(?:\d+(?:ms|[smhdwy]))+|\d+(?:\.\d+)?(?:e[+-]?\d+)?|\S/gi;

/**
 * The metric names a PromQL expression selects: identifiers that are neither functions (followed
 * by a parenthesis), keywords, nor inside label matchers, label lists, strings or range brackets.
 */
export function promqlMetricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/gi, ' ');
  const names: string[] = [];
  for (const match of bare.matchAll(TOKEN)) {
    const token = match[0];
    if (!/^[A-Za-z_:]/.test(token) || KEYWORDS.has(token.toLowerCase())) continue;
    const rest = bare.slice((match.index ?? 0) + token.length);
    if (/^\s*\(/.test(rest)) continue;
    names.push(token);
  }
  return [...new Set(names)];
}

/** The sample names a Prometheus text exposition declares: each family, with a histogram's series. */
export function exposedMetricNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
  }
  return names;
}
