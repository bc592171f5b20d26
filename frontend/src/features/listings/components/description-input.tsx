import { Text, Textarea, type TextareaProps } from '@mantine/core';
import { DESCRIPTION_MAX_LENGTH } from '../listing-rules';

/** A description with its x/1000 counter; the limit is checked on submit, not cut off while typing. */
export function DescriptionInput(props: TextareaProps) {
  const length = String(props.value ?? '').length;
  return (
    <Textarea
      label="Description"
      rows={4}
      resize="vertical"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
      description={
        <Text component="span" size="xs" c={length > DESCRIPTION_MAX_LENGTH ? 'red' : 'dimmed'}>
          {length}/{DESCRIPTION_MAX_LENGTH}
        </Text>
      }
    />
  );
}
