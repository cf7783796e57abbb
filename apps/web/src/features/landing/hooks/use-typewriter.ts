import { TYPEWRITER } from '@silent/contracts';
import { useEffect, useState } from 'react';

export interface TypewriterOptions {
  charMs?: number;
  pauseMs?: number;
  /** Show each sentence whole (reduced motion); it still rotates after the pause. */
  instant?: boolean;
}

export interface TypewriterState {
  index: number;
  text: string;
  sentence: string;
  done: boolean;
}

/**
 * Types each sentence one character every `charMs`, holds it for `pauseMs`, then starts the
 * next one, wrapping after the last.
 */
export function useTypewriter(
  sentences: readonly string[],
  {
    charMs = TYPEWRITER.charMs,
    pauseMs = TYPEWRITER.pauseMs,
    instant = false,
  }: TypewriterOptions = {},
): TypewriterState {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(instant ? (sentences[0]?.length ?? 0) : 0);
  const sentence = sentences[index % sentences.length] ?? '';
  const done = length >= sentence.length;

  useEffect(() => {
    if (sentences.length === 0) return;
    if (done) {
      const timer = window.setTimeout(() => {
        const next = (index + 1) % sentences.length;
        setIndex(next);
        setLength(instant ? (sentences[next]?.length ?? 0) : 0);
      }, pauseMs);
      return () => window.clearTimeout(timer);
    }
    // An interval keeps a steady cadence even when renders lag behind the timer.
    const timer = window.setInterval(
      () => setLength((current) => Math.min(current + 1, sentence.length)),
      charMs,
    );
    return () => window.clearInterval(timer);
  }, [index, done, sentence, sentences, charMs, pauseMs, instant]);

  return { index, text: sentence.slice(0, length), sentence, done };
}
