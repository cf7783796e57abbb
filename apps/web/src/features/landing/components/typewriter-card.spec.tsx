import { TYPEWRITER } from '@silent/contracts';
import { act, render, screen } from '@testing-library/react';
import { LONGEST_PROMPT, TYPEWRITER_PROMPTS } from '../content/typewriter-prompts';
import { TypewriterCard } from './typewriter-card';

describe('TypewriterCard', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as never;
  });
  afterEach(() => jest.useRealTimers());

  it('has ten prompts and sizes itself by the longest one', () => {
    expect(TYPEWRITER_PROMPTS).toHaveLength(TYPEWRITER.sentenceCount);
    const { container } = render(<TypewriterCard />);
    expect(container.querySelector('.typewriter__sizer')).toHaveTextContent(LONGEST_PROMPT);
  });

  it('types the first prompt and blinks its cursor every 500 ms', () => {
    render(<TypewriterCard />);
    const first = TYPEWRITER_PROMPTS[0];
    act(() => {
      jest.advanceTimersByTime(TYPEWRITER.charMs * 5);
    });
    expect(screen.getByTestId('typewriter-text')).toHaveTextContent(first.slice(0, 5));
    expect(screen.getByText('Example prompt 1 of 10')).toBeInTheDocument();
    const card = screen.getByRole('figure');
    expect(card.style.getPropertyValue('--cursor-blink-ms')).toBe(`${TYPEWRITER.cursorBlinkMs}ms`);
    // Screen readers get the whole sentence once, not a character stream.
    expect(screen.getByTestId('typewriter-text')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(first)).toHaveClass('ui-visually-hidden');
  });
});
