import { render, screen } from '@testing-library/react';
import { ConfidenceScore } from './confidence-score';

describe('ConfidenceScore', () => {
  it.each([
    [10, 'green', 'high'],
    [8, 'green', 'high'],
    [7.9, 'amber', 'medium'],
    [6, 'amber', 'medium'],
    [5.9, 'red', 'low'],
    [0, 'red', 'low'],
  ])('%s is %s', (score, band, word) => {
    render(<ConfidenceScore score={score} />);
    const badge = screen.getByText(`${score.toFixed(1)}/10`);
    expect(badge).toHaveAttribute('data-band', band);
    expect(badge).toHaveClass(`tool-confidence--${band}`);
    expect(badge).toHaveTextContent(`(${word})`);
  });
});
