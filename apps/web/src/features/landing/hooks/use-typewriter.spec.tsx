import { TYPEWRITER } from '@silent/contracts';
import { act, renderHook } from '@testing-library/react';
import { useTypewriter } from './use-typewriter';

const sentences = ['Hi there', 'Second'];

describe('useTypewriter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
    });

  it(`types one character every ${TYPEWRITER.charMs} ms`, () => {
    const { result } = renderHook(() => useTypewriter(sentences));
    expect(result.current.text).toBe('');
    tick(TYPEWRITER.charMs - 1);
    expect(result.current.text).toBe('');
    tick(1);
    expect(result.current.text).toBe('H');
    tick(TYPEWRITER.charMs * 2);
    expect(result.current.text).toBe('Hi ');
  });

  it(`holds the whole sentence for ${TYPEWRITER.pauseMs} ms, then starts the next`, () => {
    const { result } = renderHook(() => useTypewriter(sentences));
    tick(TYPEWRITER.charMs * 'Hi there'.length);
    expect(result.current).toMatchObject({ text: 'Hi there', done: true, index: 0 });
    tick(TYPEWRITER.pauseMs - 1);
    expect(result.current.text).toBe('Hi there');
    tick(1);
    expect(result.current).toMatchObject({ text: '', index: 1, sentence: 'Second' });
    tick(TYPEWRITER.charMs * 'Second'.length);
    tick(TYPEWRITER.pauseMs);
    // Wraps around after the last sentence.
    expect(result.current.index).toBe(0);
  });

  it('shows whole sentences and still rotates when typing is turned off', () => {
    const { result } = renderHook(() => useTypewriter(sentences, { instant: true }));
    expect(result.current.text).toBe('Hi there');
    tick(TYPEWRITER.pauseMs);
    expect(result.current.text).toBe('Second');
  });
});
