import { Box } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta';
import { Comparison } from '../components/home/comparison';
import { DashboardPreview } from '../components/home/dashboard-preview';
import { Faq } from '../components/home/faq';
import { FeatureCarousel } from '../components/home/feature-carousel';
import { Hero } from '../components/home/hero';
import { HowItWorks } from '../components/home/how-it-works';
import { PayoutNotice } from '../components/home/payout-notice';
import { Pricing } from '../components/home/pricing';
import { ProSection } from '../components/home/pro-section';
import { Testimonials } from '../components/home/testimonials';
import { WaitingListForm } from '../components/home/waiting-list-form';

/** Spec section 1: the landing page's blocks, in the spec's order. */
export function HomeRoute() {
  return (
    <Box maw={1280} mx="auto">
      <PageMeta path="/" />
      <Hero />
      <HowItWorks />
      <Comparison />
      <FeatureCarousel />
      <Pricing />
      <ProSection />
      <PayoutNotice />
      <Testimonials />
      <DashboardPreview />
      <WaitingListForm />
      <Faq />
    </Box>
  );
}
