/** A plain-text table: a header row, a rule, then the rows; numbers (right-aligned) by column. */
export function renderTable(
  header: string[],
  rows: string[][],
  alignRight: boolean[] = [],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        alignRight[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)]
    .join('\n')
    .concat('\n');
}

/** The bench's own output: everything it prints goes through here. */
export function say(text = ''): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
