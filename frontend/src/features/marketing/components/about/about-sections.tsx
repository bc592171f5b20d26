import {
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBolt, IconChartBar, IconScale, IconShieldCheck } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';

function AboutSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Box>
  );
}

const FACTS: readonly { figure: string; label: string }[] = [
  { figure: '$9.99', label: 'flat fee per listing' },
  { figure: '0%', label: 'commission on the sale' },
  { figure: '$1–$1,000', label: 'price range of every listing' },
  { figure: '30 days', label: 'per listing period, relisted free' },
];

export function StorySection() {
  return (
    <AboutSection title="Our Story">
      <Text>
        Most domain portfolios are full of good names worth a few hundred dollars, not a few hundred
        thousand. Yet the usual places to sell them take a commission of 15% to 35% and can leave a
        name waiting for months. On a $300 domain that can mean giving up to $105 of the price away
        and still not knowing when the money arrives.
      </Text>
      <Text>
        So we built a marketplace only for domains priced at $1,000 or less: a place to liquidate
        the names you no longer need, quickly and without losing a cut of the sale. Listing a domain
        costs one flat $9.99 credit, the seller keeps the whole price, and buyers browse a focused
        marketplace of affordable names and talk to the seller directly.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="ul" p={0} m={0}>
        {FACTS.map((fact) => (
          <Paper key={fact.figure} component="li" p="md" style={{ listStyle: 'none' }}>
            <Text fw={800} fz={{ base: 'lg', sm: 'xl' }} style={{ whiteSpace: 'nowrap' }}>
              {fact.figure}
            </Text>
            <Text size="sm" c="gray.7">
              {fact.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </AboutSection>
  );
}

const VALUES: readonly { title: string; icon: ReactNode; text: string }[] = [
  {
    title: 'Fairness',
    icon: <IconScale aria-hidden />,
    text: 'A flat $9.99 per listing and 0% commission, whatever the domain sells for. What the buyer pays is what the seller receives.',
  },
  {
    title: 'Speed',
    icon: <IconBolt aria-hidden />,
    text: 'A domain is listed in minutes and in front of buyers at once. Inquiries go straight to the seller, and a listing that ends its 30 days unsold is relisted free.',
  },
  {
    title: 'Trust',
    icon: <IconShieldCheck aria-hidden />,
    text: 'We recommend paying through an escrow service, which releases the money only once the domain has moved (payout in 1 to 3 business days). A sale marked by mistake can be reversed within 7 days.',
  },
  {
    title: 'Transparency',
    icon: <IconChartBar aria-hidden />,
    text: 'Sellers see real analytics: the views and inquiries each listing actually received and what it sold for. Fees and prices are shown before anything is paid.',
  },
];

export function ValuesSection() {
  return (
    <AboutSection title="Our Values">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {VALUES.map((value) => (
          <Paper key={value.title} p="lg">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md">
                  {value.icon}
                </ThemeIcon>
                <Title order={3} size="h4">
                  {value.title}
                </Title>
              </Group>
              <Text>{value.text}</Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </AboutSection>
  );
}

export function MissionSection() {
  return (
    <AboutSection title="Our Mission">
      <Text fz="lg" fw={600}>
        To make selling a domain under $1,000 as quick and as cheap as it should be: one flat fee,
        no cut of the sale, and a direct line between buyer and seller.
      </Text>
      <Text>
        Every feature we add is measured against that: does it help a fairly priced name find its
        buyer sooner, without adding a fee along the way?
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/list-domain">
          List Your Domain
        </Button>
        <Button component={Link} to="/marketplace" variant="default">
          Browse Marketplace
        </Button>
      </Group>
    </AboutSection>
  );
}
