import { Box, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useCopyPrices } from './copy-prices';
import { HomeSection } from './home-section';

export function HowItWorks() {
  const { listingFee } = useCopyPrices();
  const steps = [
    {
      title: 'Buy a listing credit',
      text: `One credit lists one domain for 30 days, for a flat ${listingFee}. No commission on the sale.`,
    },
    {
      title: 'List your domain',
      text: 'Set any price from $1 to $1,000. Unsold domains are relisted free after 30 days.',
    },
    {
      title: 'Sell and get paid',
      text: 'Buyers contact you directly. Close the deal through a recommended escrow service and keep 100% of the price.',
    },
  ];

  return (
    <HomeSection
      id="how-it-works"
      title="How It Works"
      intro="Three steps from an idle domain to money in your account."
    >
      <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="lg" p={0} m={0}>
        {steps.map((step, index) => (
          <Paper component="li" key={step.title} p="lg" style={{ listStyle: 'none' }}>
            <ThemeIcon size={40} radius="xl" color="indigo.9" aria-hidden>
              <Text fw={800} c="white">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Box mt="md">
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text mt={6} c="gray.7">
                {step.text}
              </Text>
            </Box>
          </Paper>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
