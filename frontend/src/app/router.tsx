import { Center, Loader } from '@mantine/core';
import type { RouteObject } from 'react-router-dom';
import { HomeRoute } from '../features/marketing/routes/home';
import { AppLayout } from './layout/app-layout';
import { ProtectedRoute } from './protected-route';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorRoute } from './routes/route-error';

function RouteLoading() {
  return (
    <Center mih="60vh">
      <Loader />
    </Center>
  );
}

/** One module per feature route, loaded lazily; add new screens here. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorRoute />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      // Eager: the landing page, and where sign-out goes, so that navigation commits at once.
      { index: true, element: <HomeRoute /> },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('../features/identity/routes/login')).LoginRoute,
        }),
      },
      {
        // The spec's final call to action links here: the same screen as /login.
        path: 'signin',
        lazy: async () => ({
          Component: (await import('../features/identity/routes/login')).LoginRoute,
        }),
      },
      {
        path: 'login/code',
        lazy: async () => ({
          Component: (await import('../features/identity/routes/code-sign-in')).CodeSignInRoute,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../features/identity/routes/forgot-password'))
            .ForgotPasswordRoute,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../features/identity/routes/reset-password'))
            .ResetPasswordRoute,
        }),
      },
      {
        path: 'signup',
        lazy: async () => ({
          Component: (await import('../features/identity/routes/signup')).SignUpRoute,
        }),
      },
      {
        path: 'success',
        lazy: async () => ({
          Component: (await import('../features/billing/routes/success')).SuccessRoute,
        }),
      },
      {
        path: 'about',
        lazy: async () => ({
          Component: (await import('../features/marketing/routes/about')).AboutRoute,
        }),
      },
      {
        path: 'terms',
        lazy: async () => ({
          Component: (await import('../features/marketing/routes/terms')).TermsRoute,
        }),
      },
      {
        path: 'privacy',
        lazy: async () => ({
          Component: (await import('../features/marketing/routes/privacy')).PrivacyRoute,
        }),
      },
      {
        path: 'marketplace',
        lazy: async () => ({
          Component: (await import('./routes/marketplace/marketplace')).MarketplaceRoute,
        }),
      },
      {
        path: 'd/:name',
        lazy: async () => ({
          Component: (await import('./routes/marketplace/domain-landing')).DomainLandingRoute,
        }),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: 'checkout',
            lazy: async () => ({
              Component: (await import('../features/billing/routes/checkout')).CheckoutRoute,
            }),
          },
          {
            path: 'settings/api',
            lazy: async () => ({
              Component: (await import('../features/integrations/routes/api-settings'))
                .ApiSettingsRoute,
            }),
          },
          {
            path: 'billing',
            lazy: async () => ({
              Component: (await import('./routes/billing/billing')).BillingRoute,
            }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('./routes/dashboard/dashboard')).DashboardRoute,
            }),
          },
          {
            path: 'seller-dashboard',
            lazy: async () => ({
              Component: (await import('./routes/seller-dashboard/seller-dashboard'))
                .SellerDashboardRoute,
            }),
          },
          {
            path: 'deals',
            lazy: async () => ({
              Component: (await import('../features/deals/routes/deals')).DealsRoute,
            }),
          },
          {
            path: 'deals/:id',
            lazy: async () => ({
              Component: (await import('../features/deals/routes/deal')).DealRoute,
            }),
          },
          {
            path: 'offers',
            lazy: async () => ({
              Component: (await import('../features/offers/routes/my-offers')).MyOffersRoute,
            }),
          },
          {
            path: 'watchlist/:section?',
            lazy: async () => ({
              Component: (await import('../features/watchlists/routes/watchlist')).WatchlistRoute,
            }),
          },
          {
            path: 'audit',
            lazy: async () => ({
              Component: (await import('../features/audit/routes/audit')).AuditRoute,
            }),
            children: [
              {
                lazy: async () => ({
                  Component: (await import('../features/audit/routes/audit-sections'))
                    .AuditSectionsRoute,
                }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('../features/audit/routes/events')).AuditEventsRoute,
                    }),
                  },
                  {
                    path: 'sales',
                    lazy: async () => ({
                      Component: (await import('../features/audit/routes/sales')).AuditSalesRoute,
                    }),
                  },
                  {
                    path: 'projections',
                    lazy: async () => ({
                      Component: (await import('../features/audit/routes/projections'))
                        .AuditProjectionsRoute,
                    }),
                  },
                ],
              },
              {
                path: 'streams/:streamId',
                lazy: async () => ({
                  Component: (await import('../features/audit/routes/stream')).AuditStreamRoute,
                }),
              },
            ],
          },
          {
            path: 'list-domain',
            lazy: async () => ({
              Component: (await import('../features/listings/routes/list-domain')).ListDomainRoute,
            }),
          },
          {
            path: 'domain/:id',
            lazy: async () => ({
              Component: (await import('./routes/domain/domain-detail')).DomainDetailRoute,
            }),
          },
          {
            path: 'domain/:id/edit',
            lazy: async () => ({
              Component: (await import('./routes/domain/domain-detail')).DomainEditRoute,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
