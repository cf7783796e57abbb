import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const tabs = [
  { id: 'one', label: 'One', content: <p>Panel one</p> },
  { id: 'two', label: 'Two', content: <p>Panel two</p> },
  { id: 'three', label: 'Three', content: <p>Panel three</p> },
];

describe('Tabs', () => {
  it('renders an ARIA tablist and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(<Tabs tabs={tabs} label="Numbers" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    const [one, two, three] = screen.getAllByRole('tab') as HTMLElement[];
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(two).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one');

    one?.focus();
    await user.keyboard('{ArrowRight}');
    expect(two).toHaveFocus();
    expect(two).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Panel two');
    expect(onValueChange).toHaveBeenLastCalledWith('two');

    await user.keyboard('{End}');
    expect(three).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(one).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(three).toHaveFocus();
    await user.keyboard('{Home}');
    expect(one).toHaveFocus();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(<Tabs tabs={tabs} label="Numbers" value="three" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(onValueChange).toHaveBeenCalledWith('one');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
  });
});
