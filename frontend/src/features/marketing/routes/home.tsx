import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageMeta } from '../../../components/page-meta';
import { Hero } from '../components/home/hero';

const BelowTheFold = lazy(async () => ({
  default: (await import('../components/home/below-the-fold')).BelowTheFold,
}));

/**
 * Spec section 1: the landing page's blocks, in the spec's order. The hero comes with the page;
 * the other blocks load right after it (npm run bench -- frontend: 209 KB of gzipped JavaScript
 * for the first load of / when they all came with it, 175 KB now).
 */
export function HomeRoute() {
  return (
    <Box maw={1280} mx="auto">
      <PageMeta path="/" />
      <Hero />
      {/* A screen's height held for the blocks until they come: the footer starts below the fold
          and does not jump when they arrive (a layout shift of 0.19 on a desktop screen). */}
      <Suspense fallback={<Box mih="100dvh" />}>
        <BelowTheFold />
      </Suspense>
    </Box>
  );
}
