import { TYPEWRITER } from '@silent/contracts';
import { useState, type CSSProperties } from 'react';
import { LONGEST_PROMPT, TYPEWRITER_PROMPTS } from '../content/typewriter-prompts';
import { useTypewriter } from '../hooks/use-typewriter';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The rotating example prompt. An invisible copy of the longest prompt sizes the text area, so
 * the card keeps one size while it types (no layout shift at any width).
 */
export function TypewriterCard({ prompts = TYPEWRITER_PROMPTS }: { prompts?: readonly string[] }) {
  const [instant] = useState(prefersReducedMotion);
  const { index, text, sentence } = useTypewriter(prompts, { instant });
  const style = { '--cursor-blink-ms': `${TYPEWRITER.cursorBlinkMs}ms` } as CSSProperties;
  return (
    <figure className="typewriter" style={style}>
      <div className="typewriter__chrome" aria-hidden="true">
        <span className="typewriter__dot" />
        <span className="typewriter__dot" />
        <span className="typewriter__dot" />
        <span className="typewriter__file">silent — enhance</span>
      </div>
      <figcaption className="typewriter__label">
        Example prompt {index + 1} of {prompts.length}
      </figcaption>
      <div className="typewriter__screen">
        <span className="typewriter__prompt-mark" aria-hidden="true">
          &gt;
        </span>
        <p className="typewriter__text">
          <span className="typewriter__sizer" aria-hidden="true">
            {LONGEST_PROMPT}
          </span>
          <span className="typewriter__typed" aria-hidden="true" data-testid="typewriter-text">
            {text}
            <span className="typewriter__cursor" data-testid="typewriter-cursor" />
          </span>
          <span className="ui-visually-hidden">{sentence}</span>
        </p>
      </div>
      <div className="typewriter__footer" aria-hidden="true">
        <span className="typewriter__chip">Style: professional</span>
        <span className="typewriter__chip">Length: medium</span>
        <span className="typewriter__enhance">Enhance ↵</span>
      </div>
    </figure>
  );
}
