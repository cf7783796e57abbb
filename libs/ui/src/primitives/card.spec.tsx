import { render, screen } from '@testing-library/react';
import { Badge, Card, cardClassName } from './card';

describe('Card and Badge', () => {
  it('renders a card as the element asked for, with its padding', () => {
    render(
      <ul>
        <Card as="li" padding="sm" aria-label="Template">
          Text
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem', { name: 'Template' });
    expect(item).toHaveClass('ui-card', 'ui-card--pad-sm');
  });

  it('gives the card look to other elements through cardClassName', () => {
    expect(cardClassName({ padding: 'sm', className: 'extra' })).toBe(
      'ui-card ui-card--pad-sm extra',
    );
    expect(cardClassName({ padding: 'none' })).toBe('ui-card');
  });

  it('a badge carries its tone', () => {
    render(<Badge tone="accent">#tag</Badge>);
    expect(screen.getByText('#tag')).toHaveClass('ui-badge', 'ui-badge--accent');
  });
});
