import { render, screen, within } from '@testing-library/react';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';

describe('charts', () => {
  it('a bar chart is a named list whose numbers are text', () => {
    render(
      <BarChart
        label="Enhancements by style"
        data={[
          { name: 'casual', value: 4 },
          { name: 'technical', value: 2 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Enhancements by style' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['casual4', 'technical2']);
  });

  it('a line chart is an image described in words', () => {
    render(
      <LineChart
        title="Accuracy"
        format={(v) => `${v}%`}
        points={[
          { at: '2025-03-01T10:00:00Z', value: 70 },
          { at: '2025-03-02T10:00:00Z', value: 80 },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Accuracy: 2 measurements, from 70% to 80%' }),
    ).toBeInTheDocument();
  });

  it('a line chart with no points draws nothing', () => {
    const { container } = render(<LineChart title="Accuracy" format={String} points={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
