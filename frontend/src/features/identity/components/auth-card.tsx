import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface AuthCardProps {
  title: string;
  subtitle: string;
  footerText: string;
  footerLinkLabel: string;
  footerLinkTo: string;
  children: ReactNode;
}

export function AuthCard(props: AuthCardProps) {
  return (
    <Container size={440} py={48}>
      <Stack gap="xs" mb="lg" align="center">
        <Title order={1} ta="center">
          {props.title}
        </Title>
        <Text c="dimmed" ta="center">
          {props.subtitle}
        </Text>
      </Stack>
      <Paper p="xl" shadow="sm">
        {props.children}
      </Paper>
      <Text ta="center" mt="md" size="sm">
        {props.footerText}{' '}
        <Anchor component={Link} to={props.footerLinkTo} fw={600}>
          {props.footerLinkLabel}
        </Anchor>
      </Text>
    </Container>
  );
}
