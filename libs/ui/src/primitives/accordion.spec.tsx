import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'First question', content: 'First answer' },
  { id: 'b', title: 'Second question', content: 'Second answer' },
  { id: 'c', title: 'Third question', content: 'Third answer' },
];

describe('Accordion', () => {
  it('keeps one item open at a time and closes the open item when clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('First answer')).not.toBeVisible();

    await user.click(first as HTMLElement);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer')).toBeVisible();

    await user.click(second as HTMLElement);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer')).not.toBeVisible();
    expect(screen.getByText('Second answer')).toBeVisible();

    await user.click(second as HTMLElement);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Second answer')).not.toBeVisible();
  });

  it('ties each trigger to its region', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenId="c" />);
    const trigger = screen.getByRole('button', { name: 'Third question' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Third question' })).toHaveAttribute(
      'id',
      trigger.getAttribute('aria-controls'),
    );
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
