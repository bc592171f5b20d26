import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Comparison } from './comparison';
import { DashboardPreview } from './dashboard-preview';
import { Faq } from './faq';
import { FeatureCarousel } from './feature-carousel';
import { FinalCta } from './final-cta';
import { HowItWorks } from './how-it-works';
import { PayoutNotice } from './payout-notice';
import { Pricing } from './pricing';
import { ProSection } from './pro-section';
import { Testimonials } from './testimonials';
import { WaitingListForm } from './waiting-list-form';

/**
 * The home page's blocks after the hero, in the spec's order: loaded after the first paint, so
 * their libraries (the carousel, the form) stay out of the first load of `/`. The browser looked
 * for a link's section (`/#waitlist`) before these blocks were there, so they bring it into view
 * themselves once rendered.
 */
export function BelowTheFold() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length > 1)
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ block: 'start' });
  }, [hash, key]);

  return (
    <>
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
      <FinalCta />
    </>
  );
}
