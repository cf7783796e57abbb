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
 * A duration as people say it, from milliseconds: "850 ms", "1.5 s", "3 s", "2 min 5 s",
 * "1 h 4 min". Under 10 s it keeps a tenth; past that, seconds are rounded first, so 59.6 s reads
 * "1 min", never "60 s". The one formatter for every duration the tool shows (a session's run
 * time, a latency); '—' when there is none.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const tenths = Math.round(ms / 100) / 10;
  if (tenths < 10) return `${tenths} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** A duration stored in minutes (a training session's), said the same way. */
export const formatMinutes = (minutes: number | null | undefined): string =>
  formatDuration(minutes === null || minutes === undefined ? minutes : minutes * 60_000);

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
