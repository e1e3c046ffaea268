/**
 * Plain-text table with aligned columns: `columns` are `{ title, align }` ('left' by default,
 * 'right' for figures), `rows` arrays of strings (or numbers) in the same order.
 */
export function formatTable(columns, rows) {
  const cells = rows.map((row) => row.map((cell) => String(cell)));
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((row) => (row[index] ?? '').length)),
  );
  const line = (values) =>
    values
      .map((value, index) =>
        columns[index].align === 'right' ? value.padStart(widths[index]) : value.padEnd(widths[index]),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [
    line(columns.map((column) => column.title)),
    rule,
    ...cells.map((row) => line(columns.map((_, i) => row[i] ?? ''))),
  ].join('\n');
}
