import { Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSales } from '../api/sales';
import { AuditLoadFailure } from '../components/audit-load-failure';
import { LoadMore } from '../components/load-more';
import { SalesTable } from '../components/sales-table';

/** Domain names are stored in lower case; the filter matches one name exactly. */
function domainOf(value: string | null | undefined): string | undefined {
  const domain = value?.trim().toLowerCase();
  return domain || undefined;
}

function DomainFilter({
  domain,
  onApply,
}: {
  domain: string | undefined;
  onApply: (domain?: string) => void;
}) {
  const [draft, setDraft] = useState(domain ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(domainOf(draft));
  };
  return (
    <Group
      component="form"
      role="search"
      aria-label="Filter sales"
      gap="sm"
      align="flex-end"
      onSubmit={apply}
    >
      <TextInput
        label="Domain"
        description="The exact name"
        placeholder="example.com"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <Button type="submit">Apply</Button>
      {domain && (
        <Button type="button" variant="default" onClick={() => onApply(undefined)}>
          Show every sale
        </Button>
      )}
    </Group>
  );
}

/** /audit/sales: every sale with its reversal, if any, and whether it came within the window. */
export function AuditSalesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const domain = domainOf(searchParams.get('domain'));
  const sales = useSales(domain);

  const show = (next?: string) => setSearchParams(next ? { domain: next } : {});

  let content;
  if (sales.isPending) {
    content = (
      <Center mih={160}>
        <Loader aria-label="Loading sales" />
      </Center>
    );
  } else if (sales.isError) {
    content = <AuditLoadFailure error={sales.error} onRetry={() => void sales.refetch()} />;
  } else {
    const rows = sales.data.pages.flatMap((page) => page.sales);
    const { windowDays } = sales.data.pages[0];
    content =
      rows.length === 0 ? (
        <Text fw={600} ta="center" py="xl">
          {domain ? `No sale of ${domain}` : 'No sale yet'}
        </Text>
      ) : (
        <Stack gap="sm">
          <SalesTable sales={rows} windowDays={windowDays} />
          <LoadMore
            shown={rows.length}
            noun="sale"
            hasMore={sales.hasNextPage}
            loading={sales.isFetchingNextPage}
            onLoadMore={() => void sales.fetchNextPage()}
          />
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <DomainFilter key={domain ?? ''} domain={domain} onApply={show} />
      {content}
    </Stack>
  );
}
