import { CONFIDENCE } from '@silent/contracts';

/** A 0..1 share as a whole-ish percent: 0.8734 → "87.3%". */
export function formatPercent(share: number | null | undefined): string {
  if (share === null || share === undefined || Number.isNaN(share)) return '—';
  const percent = share * 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** Confidence on the spec's 0..10 scale with one decimal: "8.5/10". */
export function formatConfidence(score: number): string {
  return `${score.toFixed(1)}/${CONFIDENCE.max}`;
}

export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Status names from the API use underscores; people read spaces. */
export function humanizeStatus(status: string): string {
  return status.replace(/_/g, ' ');
}

/**
 * Performance metrics mix shares (success rate, similarity: 0..1), confidence (0..10) and
 * latency (ms); the name says which, so each reads in its own unit.
 */
export function formatMetricValue(name: string, value: number): string {
  const n = name.toLowerCase();
  if (n.includes('latency') || n.endsWith('_ms')) return formatMs(value);
  if (n.includes('confidence')) return formatConfidence(value);
  if ((n.includes('rate') || n.includes('similarity') || n.includes('accuracy')) && value <= 1)
    return formatPercent(value);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

export function humanizeMetric(name: string): string {
  const text = name.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The start of a text, to name a row in a button's accessible name: "Delete “write an…”". */
export function shorten(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/**
 * A template variable's name as a person reads it: `word_count` → "Word count",
 * `targetAudience` → "Target audience".
 */
export function variableLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    // An acronym (API, URL) keeps its capitals.
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : name;
}
