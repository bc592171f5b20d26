import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

function contents() {
  return within(screen.getByRole('navigation', { name: 'Contents' }));
}

/** Every in-page link of the contents leads to a section of the page headed by the link's text. */
function expectContentsToMatchSections() {
  const links = contents().getAllByRole('link');
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
    const section = document.getElementById(id);
    expect(section?.tagName).toBe('SECTION');
    expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      link.textContent ?? '',
    );
  }
}

describe('Terms of Service page', () => {
  it('has its title, date, contents and the sections this marketplace needs', async () => {
    stubApi({});
    renderApp('/terms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: November 21, 2026');
    expectContentsToMatchSections();
    for (const name of [
      /Listing credits/,
      /Liquidation Pro/,
      /Listings/,
      /No commission/,
      /Sales and payment between buyer and seller/,
      /Marking a sale and reversing it/,
      /Prohibited content and conduct/,
      /Removing listings and closing accounts/,
      /limitation of liability/,
    ]) {
      expect(screen.getByRole('region', { name }).tagName).toBe('SECTION');
    }

    const credits = within(screen.getByRole('region', { name: /Listing credits/ }));
    expect(credits.getByText(/flat \$9\.99/)).toHaveTextContent('1 to 100');
    expect(credits.getByText(/expire 12 months/)).toHaveTextContent('within 30 days');
    expect(
      within(screen.getByRole('region', { name: /Liquidation Pro/ })).getByText(/keep Pro until/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Sales and payment/ })).getByText(/escrow/),
    ).toHaveTextContent('1 to 3 business days');
    expect(
      within(screen.getByRole('region', { name: /Marking a sale/ })).getByText(/within 7 days/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Prohibited/ })).getByText(/infringe a trademark/),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contact form' })[0]).toHaveAttribute(
      'href',
      '/about#contact',
    );
    expect(document.title).toMatch(/^Terms of Service \| /);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/terms`,
    );
  });
});

describe('Privacy Policy page', () => {
  it('has its title, date, contents and what is stored, mailed and set in the browser', async () => {
    stubApi({});
    renderApp('/privacy');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: November 21, 2026');
    expectContentsToMatchSections();

    const stored = within(screen.getByRole('region', { name: /What we store/ }));
    expect(stored.getByText(/one-way hash/)).toBeInTheDocument();
    expect(stored.getByText(/kept apart from our event log/)).toBeInTheDocument();
    expect(stored.getByText(/Waiting list:/)).toBeInTheDocument();
    expect(stored.getByText(/Contact messages:/)).toBeInTheDocument();
    const mails = within(screen.getByRole('region', { name: /E-mails we send/ }));
    expect(mails.getByText(/Credit expiry warnings/)).toBeInTheDocument();
    expect(mails.getByText(/Inquiry notifications/)).toBeInTheDocument();
    expect(mails.getByText(/Sale notices/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Cookies/ })).getByText(/no tracking/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Payments/ })).getByText(/never see or store/),
    ).toHaveTextContent('Stripe');
    expect(screen.getByRole('region', { name: /erasure/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Your rights/ })).toBeInTheDocument();
    expect(document.title).toMatch(/^Privacy Policy \| /);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/privacy`,
    );
  });
});

describe('Footer links to the public pages', () => {
  it.each([
    ['Terms', 'Terms of Service', '/terms'],
    ['Privacy', 'Privacy Policy', '/privacy'],
  ])('%s leads to the %s page', async (link, heading, path) => {
    const user = userEvent.setup();
    stubApi({});
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Liquidate Your Domains Fast' });

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: link }));

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('the header’s About link leads to the About page', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });
});
