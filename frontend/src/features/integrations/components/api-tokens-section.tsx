import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import {
  type ApiToken,
  type ApiTokenScope,
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
} from '../api/api-tokens';
import { ShownOnce } from './shown-once';

const SCOPES: { value: ApiTokenScope; label: string }[] = [
  { value: 'listings:read', label: 'Read your listings' },
  { value: 'listings:write', label: 'List, edit, delete and mark sold' },
  { value: 'leads:read', label: 'Read your leads' },
  { value: 'offers', label: 'Offers: read and answer' },
];

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  return (
    <Card withBorder component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{token.name}</Text>
            <Text size="sm" ff="monospace" c="dimmed">
              {token.prefix}…
            </Text>
            {token.revoked_at && <Badge color="gray">Revoked</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {token.scopes.join(', ')} · created {formatDateTime(token.created_at)} ·{' '}
            {token.last_used_at ? `last used ${formatDateTime(token.last_used_at)}` : 'never used'}
          </Text>
        </Stack>
        {!token.revoked_at && (
          <Button
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(token.id)}
            aria-label={`Revoke ${token.name}`}
          >
            Revoke
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** Personal API tokens: create one (shown once), see each one's last use, revoke it. */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['listings:read']);
  const [secret, setSecret] = useState<string>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scopes },
      {
        onSuccess: (created) => {
          setSecret(created.token);
          setName('');
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        API tokens
      </Title>
      <Text size="sm" c="dimmed">
        For your own scripts: send a token as <code>Authorization: Bearer dlm_…</code>. It reaches
        only what its scopes allow; your account, billing and tokens stay with your signed-in
        session.
      </Text>
      {secret && (
        <ShownOnce title="Your new token" value={secret} onDone={() => setSecret(undefined)} />
      )}
      <Card withBorder component="form" onSubmit={submit} aria-label="Create an API token">
        <Stack gap="sm">
          <TextInput
            label="Token name"
            placeholder="Portfolio sync"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={80}
            required
          />
          <Checkbox.Group
            label="Scopes"
            value={scopes}
            onChange={(value) => setScopes(value as ApiTokenScope[])}
          >
            <Stack gap={4} mt={4}>
              {SCOPES.map((scope) => (
                <Checkbox
                  key={scope.value}
                  value={scope.value}
                  label={`${scope.label} (${scope.value})`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {create.isError && <Alert color="red">{create.error.message}</Alert>}
          <Group>
            <Button
              type="submit"
              loading={create.isPending}
              disabled={name.trim() === '' || scopes.length === 0}
            >
              Create token
            </Button>
          </Group>
        </Stack>
      </Card>
      {tokens.isError && <Alert color="red">{tokens.error.message}</Alert>}
      {tokens.data?.length === 0 && <Text c="dimmed">No tokens yet.</Text>}
      {tokens.data && tokens.data.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} aria-label="Your API tokens">
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
