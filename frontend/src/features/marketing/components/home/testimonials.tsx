import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { type FocusEvent, useEffect, useState } from 'react';
import { HomeSection } from './home-section';

/** Spec section 9: the testimonials rotate every 6 seconds. */
const ROTATION_INTERVAL_MS = 6_000;

export const TESTIMONIALS = [
  {
    quote:
      'I listed twelve names I had been renewing for years. Four sold in the first month, and I kept every dollar.',
    name: 'Maya R.',
    role: 'Domain investor',
  },
  {
    quote:
      'A flat fee, no commission, and the escrow checklist made my first sale painless. The buyer had the domain in two days.',
    name: 'Daniel K.',
    role: 'Small-business owner',
  },
  {
    quote:
      'The lead manager keeps every offer in one place, so I answer buyers the same day instead of digging through my inbox.',
    name: 'Priya S.',
    role: 'Portfolio seller',
  },
] as const;

const SLIDES_ID = 'testimonials-slides';

export function Testimonials() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  // A single-page app has no server render to match: read the preference on the first render.
  const reducedMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const rotating = !reducedMotion && !pausedByUser && !hovered && !focusWithin;

  useEffect(() => {
    if (!rotating) return;
    // Restarted by every change of slide, so a testimonial chosen by hand also gets its 6 seconds.
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % TESTIMONIALS.length),
      ROTATION_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index]);

  const show = (next: number) => setIndex((next + TESTIMONIALS.length) % TESTIMONIALS.length);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };

  const testimonial = TESTIMONIALS[index];

  return (
    <HomeSection id="testimonials" title="What Sellers Say">
      <Box
        maw={760}
        mx="auto"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocusWithin(true)}
        onBlur={handleBlur}
      >
        {/* Announced when the visitor changes the testimonial, not every 6 s while it rotates. */}
        <Box id={SLIDES_ID} aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
          <Paper
            role="group"
            aria-roledescription="testimonial"
            aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
            m={0}
            p={{ base: 'md', sm: 'xl' }}
            mih={190}
            style={{ borderLeft: '4px solid var(--mantine-color-indigo-9)' }}
          >
            <Text component="blockquote" m={0} fz={{ base: 'md', sm: 'lg' }} fs="italic">
              “{testimonial.quote}”
            </Text>
            <Text mt="md" fw={700}>
              {testimonial.name}
              <Text span fw={400} c="gray.7">
                , {testimonial.role}
              </Text>
            </Text>
          </Paper>
        </Box>
        <Group justify="center" gap="xs" mt="md">
          <ActionIcon
            variant="default"
            size={36}
            radius="xl"
            aria-label="Previous testimonial"
            aria-controls={SLIDES_ID}
            onClick={() => show(index - 1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          {TESTIMONIALS.map((entry, position) => (
            <ActionIcon
              key={entry.name}
              variant="subtle"
              size={28}
              radius="xl"
              aria-label={`Show testimonial ${position + 1} of ${TESTIMONIALS.length}`}
              aria-current={position === index ? 'true' : undefined}
              aria-controls={SLIDES_ID}
              onClick={() => show(position)}
            >
              <Box
                w={12}
                h={12}
                bg={position === index ? 'indigo.9' : undefined}
                style={{
                  borderRadius: '50%',
                  border: '2px solid var(--mantine-color-indigo-9)',
                }}
              />
            </ActionIcon>
          ))}
          <ActionIcon
            variant="default"
            size={36}
            radius="xl"
            aria-label="Next testimonial"
            aria-controls={SLIDES_ID}
            onClick={() => show(index + 1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          {!reducedMotion && (
            <ActionIcon
              variant="default"
              size={36}
              radius="xl"
              aria-label={pausedByUser ? 'Play testimonials' : 'Pause testimonials'}
              onClick={() => setPausedByUser((paused) => !paused)}
            >
              {pausedByUser ? (
                <IconPlayerPlay size={18} aria-hidden />
              ) : (
                <IconPlayerPause size={18} aria-hidden />
              )}
            </ActionIcon>
          )}
        </Group>
      </Box>
    </HomeSection>
  );
}
