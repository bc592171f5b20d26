import { Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { QueueDashboardButton } from '../components/queue-dashboard-button';
import { AUDIT_PATHS, type AuditSection } from '../paths';

const SECTIONS: { value: AuditSection; label: string }[] = [
  { value: 'events', label: 'Events' },
  { value: 'sales', label: 'Sales & reversals' },
  { value: 'projections', label: 'Projections' },
];

function sectionAt(pathname: string): AuditSection {
  const path = pathname.replace(/\/+$/, '');
  return SECTIONS.find(({ value }) => AUDIT_PATHS[value] === path)?.value ?? 'events';
}

function isSection(value: string | null): value is AuditSection {
  return SECTIONS.some((section) => section.value === value);
}

/** /audit, /audit/sales, /audit/projections: the auditor's screens as tabs, each at its own URL. */
export function AuditSectionsRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = sectionAt(pathname);

  return (
    <Container size="xl" py="xl">
      <PageMeta
        title="Audit"
        description="The marketplace's event log, its sales and reversals, and its projections."
        path="/audit"
      />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>Audit</Title>
            <Text c="dimmed">
              Everything the marketplace recorded, as it was recorded. Reading it is recorded too.
            </Text>
          </Stack>
          <QueueDashboardButton />
        </Group>
        <Tabs
          value={active}
          onChange={(value) => {
            if (isSection(value)) void navigate(AUDIT_PATHS[value]);
          }}
        >
          <Tabs.List>
            {SECTIONS.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SECTIONS.map(({ value }) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              {value === active && <Outlet />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
