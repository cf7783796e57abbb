import { render, screen } from '@testing-library/react';
import { Button } from './button';
import { Select, TextInput, Textarea } from './field';
import { Spinner } from './spinner';

describe('fields and buttons', () => {
  it('labels a control and describes it with its error', () => {
    render(<TextInput label="Email" error="Email is required" hint="We reply within a day" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply within a day Email is required');
  });

  it('marks optional fields and renders textarea and select', () => {
    render(
      <>
        <TextInput label="Phone" optional />
        <Textarea label="Message" />
        <Select
          label="Style"
          options={[
            { value: 'casual', label: 'Casual' },
            { value: 'technical', label: 'Technical' },
          ]}
          defaultValue="technical"
        />
      </>,
    );
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Style')).toHaveValue('technical');
  });

  it('shows a note and other content under the control; the note describes it', () => {
    render(
      <TextInput
        label="Tags"
        note="Separate tags with commas."
        after={<span data-testid="count">3 / 10</span>}
      />,
    );
    const input = screen.getByLabelText('Tags');
    expect(input).toHaveAccessibleDescription('Separate tags with commas.');
    expect(input.nextElementSibling).toBe(screen.getByTestId('count'));
  });

  it("keeps the control's own aria-invalid when there is no error", () => {
    render(<Textarea label="Prompt" aria-invalid />);
    expect(screen.getByLabelText('Prompt')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a loading button is disabled and busy', () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('a spinner is a labelled status', () => {
    render(<Spinner label="Loading analytics" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics');
  });
});
