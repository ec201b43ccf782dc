import { type ChartPoint, tableRows } from "./chart-scale";
import type { ChartSeries, ChartTable } from "./chart-series";

/** The chart's numbers as a table: the text alternative every chart carries (visually hidden). */
export function ChartDataTable<Key extends string>({
  points,
  series,
  table,
  formatDate,
  formatValue,
}: {
  points: readonly ChartPoint<Key>[];
  series: readonly ChartSeries<Key>[];
  table: ChartTable;
  formatDate: (date: string) => string;
  formatValue: (value: number) => string;
}) {
  const keys = series.map((item) => item.key);
  return (
    <div className="sr-only">
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.dateHeader}</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tableRows(points, keys, formatDate, formatValue, table.empty).map((row) => (
            <tr key={row.date}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={keys[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
