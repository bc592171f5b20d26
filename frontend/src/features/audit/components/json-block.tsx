import { Box, Code, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * A JSON value, pretty-printed and captioned. Long lines wrap rather than scroll, so the block
 * needs no scrolling (and no keyboard stop) even at 375 px.
 */
export function JsonBlock({ caption, value }: { caption: string; value: unknown }) {
  const captionId = useId();
  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} fw={600} size="sm" mb={4}>
        {caption}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {JSON.stringify(value, null, 2)}
      </Code>
    </Box>
  );
}
