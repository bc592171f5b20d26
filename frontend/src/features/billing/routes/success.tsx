import { Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { invalidateAfterPayment } from '../api/invalidate-after-payment';

/** Spec section 9: the spinner shows this long before the payment is confirmed. */
export const SUCCESS_SPINNER_MS = 1500;

export function SuccessRoute() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setProcessing(false), SUCCESS_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // The payment has granted credits or Pro: what the other screens hold is out of date.
  useEffect(() => {
    if (!processing) void invalidateAfterPayment(queryClient);
  }, [processing, queryClient]);

  return (
    <Container size="sm" py="xl">
      <PageMeta
        title="Payment Successful"
        description="Your payment went through. Your credits or your Liquidation Pro plan are ready."
        path="/success"
      />
      {processing ? (
        <Center mih="40vh">
          <Stack align="center" gap="sm">
            <Loader />
            <Text fw={600}>Processing your payment...</Text>
          </Stack>
        </Center>
      ) : (
        <Paper withBorder p="xl">
          <Stack align="center" gap="md">
            <Title order={1}>Payment Successful!</Title>
            <Text ta="center">
              Thank you. Your credits or your Liquidation Pro plan are ready to use.
            </Text>
            {sessionId && (
              <Text size="sm" c="dimmed" ta="center">
                Session ID: {sessionId}
              </Text>
            )}
            <Group>
              <Button component={Link} to="/dashboard">
                Go to Dashboard
              </Button>
              <Button component={Link} to="/" variant="default">
                Back to Home
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
