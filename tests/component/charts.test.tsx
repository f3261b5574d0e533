import { act, render, screen, within } from '@testing-library/react';
import { BarChart, LineChart } from '@/components/charts';

// The drawings come from a lazily loaded chart library; what assistive technology gets is under test.
jest.mock('@/components/charts/LineChartImpl', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/charts/ColumnChartImpl', () => ({ __esModule: true, default: () => null }));

/** Renders a chart and lets its lazily loaded drawing arrive inside act, as it would in a page. */
async function renderChart(chart: React.ReactElement) {
  await act(async () => {
    render(chart);
  });
}

describe('charts for screen readers', () => {
  it('name a line chart by its title and keep its data table readable', async () => {
    await renderChart(
      <LineChart
        title="Total score over time"
        empty="No data to chart yet"
        columns={['Assessed at', 'Total score']}
        data={[
          { x: '2025-01-10', y: 62 },
          { x: '2025-02-10', y: 71 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Total score over time' });
    const table = within(figure).getByRole('table', { name: 'Total score over time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Assessed at', 'Total score']);
    expect(within(table).getByRole('row', { name: '2025-02-10 71' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '2025-01-10' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('name a bar chart the same way', async () => {
    await renderChart(
      <BarChart
        title="Abilities of Li Lei on 2025-02-10"
        empty="No data to chart yet"
        columns={['Ability', 'Score']}
        data={[
          { label: 'Attention', value: 80 },
          { label: 'Memory', value: 65 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Abilities of Li Lei on 2025-02-10' });
    expect(within(within(figure).getByRole('table')).getByRole('cell', { name: '65' })).toBeInTheDocument();
  });

  it('say so when there is nothing to chart, still as a named figure', () => {
    render(
      <LineChart
        title="Total score over time"
        empty="No data to chart yet"
        columns={['Assessed at', 'Total']}
        data={[]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Total score over time' });
    expect(within(figure).getByText('No data to chart yet')).toBeInTheDocument();
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
  });
});
