import { render, screen } from '@testing-library/react';
import { Alert } from './alert';
import { Stat, Stats } from './stats';

describe('Alert', () => {
  it('shows a failure as a paragraph with the role the caller gives', () => {
    render(<Alert role="alert">Could not load the sessions.</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert).toHaveTextContent('Could not load the sessions.');
    expect(alert).toHaveClass('ui-alert--danger');
  });

  it('shows a standing notice as a block that can hold controls', () => {
    render(
      <Alert role="status" tone="warning" as="div">
        Out of date <button type="button">Retrain</button>
      </Alert>,
    );
    const notice = screen.getByRole('status');
    expect(notice.tagName).toBe('DIV');
    expect(notice).toHaveClass('ui-alert--warning');
    expect(screen.getByRole('button', { name: 'Retrain' })).toBeInTheDocument();
  });
});

describe('Stats', () => {
  it('pairs each label with its value in a description list', () => {
    render(
      <Stats aria-label="Overview">
        <Stat label="Training data" value={83} />
        <Stat label="Categories" value="8" />
      </Stats>,
    );
    const list = screen.getByLabelText('Overview');
    expect(list.tagName).toBe('DL');
    expect(screen.getByText('Training data').tagName).toBe('DT');
    expect(screen.getByText('83').tagName).toBe('DD');
    expect(screen.getByText('Training data').nextElementSibling).toHaveTextContent('83');
  });
});
