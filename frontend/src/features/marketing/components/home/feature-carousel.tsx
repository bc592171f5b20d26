import { Carousel } from '@mantine/carousel';
import { Badge, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconCrown,
  IconFileSpreadsheet,
  IconInbox,
  IconRefresh,
  IconShieldLock,
  type Icon,
} from '@tabler/icons-react';
import { HomeSection } from './home-section';

interface Feature {
  title: string;
  text: string;
  icon: Icon;
  proOnly: boolean;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Free relisting after 30 days',
    text: 'A domain that has not sold in its 30 days is listed again at no cost, with no credit spent.',
    icon: IconRefresh,
    proOnly: false,
  },
  {
    title: 'Lead manager',
    text: 'Every buyer inquiry in one place: new leads, offers and completed sales, with the buyer’s details.',
    icon: IconInbox,
    proOnly: false,
  },
  {
    title: 'Real analytics',
    text: 'Views, inquiries and conversion for each listing, counted from real buyers, and a report after each sale.',
    icon: IconChartBar,
    proOnly: false,
  },
  {
    title: 'Bulk CSV upload',
    text: 'List up to 500 domains at once from a spreadsheet, each row checked before it goes live.',
    icon: IconFileSpreadsheet,
    proOnly: true,
  },
  {
    title: 'Priority placement',
    text: 'Your listings are Featured and shown first in the marketplace.',
    icon: IconCrown,
    proOnly: true,
  },
  {
    title: 'Escrow guidance',
    text: 'A step-by-step deal timeline and checklists that walk you and the buyer through a safe escrow payment.',
    icon: IconShieldLock,
    proOnly: false,
  },
];

export function FeatureCarousel() {
  return (
    <HomeSection
      id="features"
      title="Everything You Need to Sell"
      intro="Tools that help a domain find its buyer, included with every listing."
    >
      <Carousel
        aria-label="Features"
        slideSize={{ base: '100%', sm: '50%', md: '33.333333%' }}
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start' }}
        controlSize={36}
        controlsOffset="-xs"
        previousControlProps={{ 'aria-label': 'Previous feature' }}
        nextControlProps={{ 'aria-label': 'Next feature' }}
        px={{ base: 'xl', sm: 48 }}
      >
        {FEATURES.map((feature, index) => (
          <Carousel.Slide
            key={feature.title}
            aria-label={`${index + 1} of ${FEATURES.length}: ${feature.title}`}
          >
            <Paper p="lg" h="100%">
              <Group justify="space-between" align="flex-start">
                <ThemeIcon size={44} radius="md" variant="light" color="indigo" aria-hidden>
                  <feature.icon size={24} />
                </ThemeIcon>
                {feature.proOnly && (
                  <Badge color="grape.9" tt="none">
                    Pro
                  </Badge>
                )}
              </Group>
              <Title order={3} size="h4" mt="md">
                {feature.title}
              </Title>
              <Text mt={6} c="gray.7">
                {feature.text}
              </Text>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </HomeSection>
  );
}
