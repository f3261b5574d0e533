/**
 * A chart's numbers as a table that only screen readers read (the drawing is hidden from them):
 * one row per label, the label as the row's header.
 */
export default function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** What the labels are, what the values are. */
  columns: [string, string];
  rows: [string, number][];
}) {
  // Hidden by its box, not by itself: a table's box takes no height or overflow, so a hidden table
  // of 26 weeks still stretched the page below its content.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value], i) => (
            // Labels may repeat (two assessments on one day): the position keeps rows apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are replaced whole, never reordered
            <tr key={i}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
