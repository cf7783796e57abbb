import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('announces how much is done and fills that share', () => {
    render(<ProgressBar aria-label="Training" value={3} max={12} />);
    const bar = screen.getByRole('progressbar', { name: 'Training' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(bar.firstElementChild).toHaveStyle({ width: '25%' });
  });

  it('without a value it is indeterminate and announces no number', () => {
    render(<ProgressBar aria-label="Enhancing" />);
    const bar = screen.getByRole('progressbar', { name: 'Enhancing' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuemax');
    expect(bar).toHaveClass('ui-progress--indeterminate');
  });

  it('a total of zero counts as unknown', () => {
    render(<ProgressBar aria-label="Waiting" value={0} max={0} />);
    expect(screen.getByRole('progressbar', { name: 'Waiting' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });
});
