import { Center, Loader, Modal, Text } from '@mantine/core';
import { useDefaultOfferRules, useSaveDefaultOfferRules } from '../api/offer-rules';
import { LoadFailure } from './offer-list-states';
import { OfferRulesForm } from './offer-rules-form';

function DefaultRules({ onClose }: { onClose: () => void }) {
  const rules = useDefaultOfferRules();
  const save = useSaveDefaultOfferRules();
  if (rules.isPending) {
    return (
      <Center mih={160}>
        <Loader aria-label="Loading your default rules" />
      </Center>
    );
  }
  if (rules.isError)
    return <LoadFailure error={rules.error} onRetry={() => void rules.refetch()} />;
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        Every listing without rules of its own follows these.
      </Text>
      <OfferRulesForm
        rules={rules.data}
        save={save}
        savedMessage="Your default rules for offers are saved."
        onSaved={onClose}
        onCancel={onClose}
      />
    </>
  );
}

/** The seller's default rules for offers, for every listing without its own. */
export function DefaultRulesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Default rules for offers" size="lg" centered>
      {opened && <DefaultRules onClose={onClose} />}
    </Modal>
  );
}
