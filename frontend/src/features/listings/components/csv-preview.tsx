import { Table, Text } from '@mantine/core';
import { CSV_PREVIEW_LINES } from '../csv';

/** The first lines of the file as written, its first line as the table head. */
export function CsvPreview({ lines }: { lines: string[][] }) {
  const [header = [], ...body] = lines;
  const width = Math.max(header.length, ...body.map((cells) => cells.length));
  const columns = Array.from({ length: width }, (_, index) => index);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder>
        <Table.Caption>
          <Text component="span" size="xs" c="dimmed">
            Preview of the first {CSV_PREVIEW_LINES} lines of the file
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{header[column] ?? ''}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {body.map((cells, line) => (
            <Table.Tr key={line}>
              {columns.map((column) => (
                <Table.Td key={column}>{cells[column] ?? ''}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
