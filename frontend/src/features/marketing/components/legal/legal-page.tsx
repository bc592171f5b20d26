import { Anchor, Box, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { BELOW_HEADER } from '../../page-anchors';

const LAST_UPDATED = { iso: '2026-11-21', text: 'November 21, 2026' } as const;

export interface LegalSection {
  /** The in-page anchor, e.g. `credits` for `/terms#credits`. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** Links in legal copy: a darker shade than the theme's anchor colour, for contrast on white. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} c="indigo.8" underline="always">
      {children}
    </Anchor>
  );
}

/** A link to another section of the same page. */
export function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Anchor href={`#${id}`} c="indigo.8" underline="always">
      {children}
    </Anchor>
  );
}

/** The contact section of the About page, where legal and privacy questions go. */
export function ContactLink() {
  return <LegalLink to="/about#contact">contact form</LegalLink>;
}

/** A Terms or Privacy page: its title, the date it was last changed, contents and numbered sections. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const contentsId = useId();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{title}</Title>
          <Text c="gray.7">
            Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.text}</time>
          </Text>
          {intro}
        </Stack>

        <Paper component="nav" aria-labelledby={contentsId} p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" id={contentsId} mb="sm">
            Contents
          </Title>
          <List type="ordered" spacing={4}>
            {sections.map((section) => (
              <List.Item key={section.id}>
                <SectionLink id={section.id}>{section.title}</SectionLink>
              </List.Item>
            ))}
          </List>
        </Paper>

        {sections.map((section, index) => (
          <Box
            key={section.id}
            component="section"
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            style={{ scrollMarginTop: BELOW_HEADER }}
          >
            <Stack gap="sm">
              <Title order={2} size="h3" id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </Title>
              {section.content}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
