import { Box, Button, HStack, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { type ReactNode, useId, useState } from "react";

export interface ChartTable {
  /** Column headings; the first column heads each row. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ChartFigureProps {
  title: string;
  /** One sentence that says what the chart shows: its accessible description. */
  summary: string;
  /** The same figures as a table: shown instead of the chart on demand. */
  table: ChartTable;
  children: ReactNode;
}

/**
 * A chart with a heading, a summary a screen reader reads as the chart's name, and a "Show as
 * table" switch to the same figures in a table (for screen readers and for copying numbers).
 */
export function ChartFigure({ title, summary, table, children }: ChartFigureProps) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" rounded="l3" p={{ base: 3, md: 5 }} bg="bg" minW="0">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" id={headingId} size="md">
          {title}
        </Heading>
        <Button size="xs" variant="outline" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? "Show as chart" : "Show as table"}
        </Button>
      </HStack>
      {asTable ? (
        <FiguresTable caption={title} table={table} />
      ) : (
        <Box role="img" aria-label={`${title}: ${summary}`}>
          {children}
        </Box>
      )}
      <Text textStyle="sm" color="fg.muted" aria-hidden="true">
        {summary}
      </Text>
    </Stack>
  );
}

export function FiguresTable({ caption, table }: { caption: string; table: ChartTable }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {table.columns.map((heading, index) => (
              <Table.ColumnHeader key={heading} textAlign={index ? "end" : "start"}>
                {heading}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row) => (
            <FiguresRow key={row[0]} cells={row} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** One row of figures: its first cell heads the row, the numbers align to the end. */
function FiguresRow({ cells }: { cells: readonly string[] }) {
  const [heading, ...figures] = cells;
  return (
    <Table.Row>
      <Table.Cell as="th" scope="row" fontWeight="normal">
        {heading}
      </Table.Cell>
      {figures.map((cell, index) => (
        <Table.Cell key={index} textAlign="end">
          {cell}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}
