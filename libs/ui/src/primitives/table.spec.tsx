import { render, screen, within } from '@testing-library/react';
import { Table } from './table';

function rows() {
  return (
    <>
      <caption>Metrics</caption>
      <thead>
        <tr>
          <th scope="col">Metric</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>accuracy</td>
          <td>0.91</td>
        </tr>
      </tbody>
    </>
  );
}

describe('Table', () => {
  it('is a table named by its caption, with column headers', () => {
    render(<Table>{rows()}</Table>);
    const table = screen.getByRole('table', { name: 'Metrics' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Metric', 'Value']);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('with scrollLabel it scrolls in a named region the keyboard can reach', () => {
    render(<Table scrollLabel="All metrics">{rows()}</Table>);
    const region = screen.getByRole('region', { name: 'All metrics' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Metrics' })).toBeInTheDocument();
  });
});
