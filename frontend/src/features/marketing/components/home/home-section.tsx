import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BELOW_HEADER } from '../../page-anchors';

interface HomeSectionProps {
  /** The section's anchor; its heading's id is derived from it. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** A light background that sets the section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** One block of the home page: a `<section>` named by its h2, centred in the page's width. */
export function HomeSection({ id, title, intro, tinted = false, children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: 48, sm: 72 }}
      bg={tinted ? 'gray.0' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-lg)', scrollMarginTop: BELOW_HEADER }}
    >
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={{ base: 'lg', sm: 'xl' }}>
          <Title order={2} id={headingId} fz={{ base: 28, sm: 36 }}>
            {title}
          </Title>
          {intro && (
            <Text size="lg" c="gray.7" maw={680}>
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
