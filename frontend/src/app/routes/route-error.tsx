import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';

/** Shown when a route throws while rendering or fails to load its code. */
export function RouteErrorRoute() {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py="xl">
      <PageMeta title="Something Went Wrong" path={pathname} />
      <Alert color="red" title="Something went wrong" role="alert">
        <Stack gap="md" align="flex-start">
          <Text size="sm">An unexpected error occurred. Please reload the page.</Text>
          <Button color="red" variant="light" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
