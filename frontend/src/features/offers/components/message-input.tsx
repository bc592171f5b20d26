import { Text, Textarea, type TextareaProps } from '@mantine/core';
import { OFFER_MESSAGE_MAX_LENGTH } from '../offer-limits';

/** The optional message of an offer or a counter, with its x/1000 counter under it. */
export function OfferMessageInput(props: TextareaProps & { value: string }) {
  const length = props.value.length;
  return (
    <Textarea
      label="Message (optional)"
      rows={3}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
      description={
        <Text component="span" size="xs" c={length > OFFER_MESSAGE_MAX_LENGTH ? 'red.9' : 'dimmed'}>
          {length}/{OFFER_MESSAGE_MAX_LENGTH}
        </Text>
      }
    />
  );
}
