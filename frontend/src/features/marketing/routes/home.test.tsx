import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse, stubApi } from '../../../test/api-stub';
import { CREDIT_PRODUCT, PRO_PRODUCT, PRODUCTS } from '../../../test/billing-stubs';
import { renderRoutes } from '../../../test/render';
import { HomeRoute } from './home';

type Handlers = Parameters<typeof stubApi>[0];

function renderHome(handlers: Handlers = {}, path = '/') {
  stubApi({ 'GET /api/payments/products': () => okResponse(PRODUCTS), ...handlers });
  return renderRoutes([{ path: '/', element: <HomeRoute /> }], path);
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

const BLOCK_HEADINGS = [
  'How It Works',
  'How We Compare',
  'Everything You Need to Sell',
  'Simple, Flat Pricing',
  'Go Further with Liquidation Pro',
  'How Payouts Work',
  'What Sellers Say',
  'Your Seller Dashboard',
  'Join the Waiting List',
  'Frequently Asked Questions',
  'Ready to Liquidate Your Domains?',
];

/** Waits until the pricing block shows the credit's price. */
async function pricesShown(creditPrice = '$9.99') {
  await waitFor(() =>
    expect(section('Simple, Flat Pricing').getByText(creditPrice)).toBeInTheDocument(),
  );
}

describe('home page', () => {
  it('shows every block of the landing page, in order, each a section named by its heading', async () => {
    const { container } = renderHome();
    await pricesShown();

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Liquidate Your Domains Fast',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      BLOCK_HEADINGS,
    );
    const sections = [...container.querySelectorAll('section')];
    expect(sections).toHaveLength(BLOCK_HEADINGS.length + 1);
    for (const block of sections) {
      const heading = block.querySelector(`#${block.getAttribute('aria-labelledby')}`);
      expect(heading?.tagName).toMatch(/^H[12]$/);
    }
    for (const anchor of ['how-it-works', 'pricing', 'waitlist', 'faq']) {
      expect(container.querySelector(`section#${anchor}`)).not.toBeNull();
    }
  });

  it('never skips a heading level', async () => {
    renderHome();
    await pricesShown();

    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index] + 1));
  });

  it("shows the spec's hero: badge, headline, subheadline, actions, feature badges and the payout footnote", async () => {
    renderHome();
    await pricesShown();
    const hero = section('Liquidate Your Domains Fast');

    expect(hero.getByText('Fast Domain Liquidation')).toBeInTheDocument();
    expect(hero.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Liquidate Your Domains Fast$/,
    );
    expect(hero.getByText('No Commissions, Ever.')).toBeInTheDocument();
    expect(hero.getByRole('link', { name: 'List Your Domain Now' })).toHaveAttribute(
      'href',
      '/list-domain',
    );
    expect(hero.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(hero.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0% Commission',
      'Fast Payouts*',
      'Escrow Security',
    ]);
    expect(
      hero.getByText(
        '* Fast Payouts: payouts through our recommended escrow service take 1 to 3 business days. Pro members who deal directly with buyers do so at their own risk.',
      ),
    ).toBeInTheDocument();
  });

  it('quotes the charged $9.99, never the $19.98 of the spec’s hero text', async () => {
    const { container } = renderHome();
    await pricesShown();

    expect(container).toHaveTextContent('flat $9.99 per listing');
    expect(container.textContent).not.toContain('19.98');
  });

  it('prices both plans from the product list, and the copy follows', async () => {
    renderHome({
      'GET /api/payments/products': () =>
        okResponse([
          { ...CREDIT_PRODUCT, price: 12.5 },
          { ...PRO_PRODUCT, price: 400 },
        ]),
    });
    await pricesShown('$12.50');
    const pricing = section('Simple, Flat Pricing');

    expect(pricing.getByText('per listing')).toBeInTheDocument();
    expect(pricing.getByText('$400')).toBeInTheDocument();
    expect(pricing.getByText('per year')).toBeInTheDocument();
    expect(pricing.getByText('100 credits, about $4 each')).toBeInTheDocument();
    expect(pricing.getByRole('link', { name: 'Buy a Listing Credit' })).toHaveAttribute(
      'href',
      '/checkout?plan=credit',
    );
    expect(pricing.getByRole('link', { name: 'Get Liquidation Pro' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro',
    );
    expect(screen.getByRole('table', { name: 'Platform comparison' })).toHaveTextContent(
      'Flat $12.50 per listing',
    );
    // Every block quotes the live price once the list has arrived, the FAQ as well.
    await waitFor(() => expect(screen.queryByText(/\$9\.99/)).not.toBeInTheDocument());
    expect(
      section('Frequently Asked Questions').getByText(/^A flat \$12\.50 per listing/),
    ).toBeInTheDocument();
  });

  it("shows the spec's prices, $9.99 and $500, when the product list cannot be loaded", async () => {
    renderHome({
      'GET /api/payments/products': () => errorResponse(500, 'Internal error', 'INTERNAL_ERROR'),
    });
    await pricesShown('$9.99');
    const pricing = section('Simple, Flat Pricing');

    expect(pricing.getByText('$500')).toBeInTheDocument();
    expect(pricing.getByText('100 credits, about $5 each')).toBeInTheDocument();
  });

  it('compares the platforms in a table and, for small screens, in cards with the same name', async () => {
    renderHome();
    await pricesShown();

    const table = screen.getByRole('table', { name: 'Platform comparison' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent)).toEqual([
      undefined,
      'DomainLiquidate',
      'Traditional marketplaces',
      'Auction sites',
      'Domain brokers',
    ]);
    expect(rows[1]).toHaveTextContent('0%');
    expect(rows[2]).toHaveTextContent('15–20%');
    expect(rows[3]).toHaveTextContent('~25%');
    expect(rows[4]).toHaveTextContent('20–35%');

    const cards = within(screen.getByRole('list', { name: 'Platform comparison' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'DomainLiquidate',
      'Traditional marketplaces',
      'Auction sites',
      'Domain brokers',
    ]);
  });

  it('marks the dashboard preview as an illustration', async () => {
    renderHome();
    await pricesShown();

    expect(
      section('Your Seller Dashboard').getByRole('img', {
        name: /^Illustration of the seller dashboard with sample figures/,
      }),
    ).toBeInTheDocument();
  });

  it('ends with the call to action, linking /signup and /signin', async () => {
    renderHome();
    await pricesShown();

    const cta = section('Ready to Liquidate Your Domains?');
    expect(cta.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(cta.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('opens a FAQ answer from its question', async () => {
    renderHome();
    await pricesShown();
    const faq = section('Frequently Asked Questions');
    const question = faq.getByRole('button', { name: 'How does payment work?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');

    await userEvent.setup().click(question);

    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(faq.getByText(/Escrow payouts take 1 to 3 business days/)).toBeVisible(),
    );
  });

  it('brings a linked block into view once the blocks after the hero are there', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderHome({}, '/#waitlist');
    await pricesShown();

    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('waitlist')]);
  });

  it('stays at the top of a plain /', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderHome();
    await pricesShown();

    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
