import { render, screen } from '@testing-library/react';
import { Button } from './button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says what is empty as a paragraph', () => {
    render(<EmptyState>No training sessions yet.</EmptyState>);
    expect(screen.getByText('No training sessions yet.').tagName).toBe('P');
  });

  it('offers the action that fills it', () => {
    render(<EmptyState action={<Button>Add a prompt</Button>}>Your library is empty.</EmptyState>);
    expect(screen.getByText('Your library is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a prompt' })).toBeInTheDocument();
  });
});
