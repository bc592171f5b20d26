import { escapeHtml } from '../../../../platform/http/html';
import { renderSpaPage } from '../../../../platform/web/spa-page';
import { landingPage } from './landing-page.html';

const listing = {
  id: '1b2a3c4d-0000-4000-8000-000000000000',
  name: 'cloudly.io',
  description: '',
  price: 249,
  status: 'active' as const,
  is_priority: false,
  inquiries: 0,
  views: 0,
  created_at: '2026-06-01T00:00:00.000Z',
  last_relisted_at: null,
  expires_at: '2026-07-01T00:00:00.000Z',
  domain_type: 'generic',
  registrar: 'Namecheap',
  tags: [],
  conversion_rate: 0,
  days_listed: 0,
  category: 'Technology',
  extension: '.io',
  seller: { id: 'seller', user_tier: 'free' as const },
  verified: false,
  registration_expires_at: null,
};

describe('the landing page', () => {
  it('falls back to the card’s description and escapes the name it was asked for', () => {
    const page = landingPage('cloudly.io', listing, 'https://example.org');
    expect(page.head.description).toBe('Premium domain available for purchase');
    const missing = landingPage('"><b>x</b>', undefined, 'https://example.org');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('&#34;&#62;&#60;b&#62;x&#60;/b&#62;');
  });

  it('describes the listing as a schema.org Product offered at its price, safely inside its script', () => {
    const description = '</script><script>alert(1)</script>';
    const html = renderSpaPage(
      landingPage('cloudly.io', { ...listing, description }, 'https://example.org'),
      undefined,
    );
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0][1])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'cloudly.io',
      description,
      category: 'Technology',
      url: 'https://example.org/d/cloudly.io',
      image: 'https://example.org/d/cloudly.io/image.png',
      offers: {
        '@type': 'Offer',
        url: 'https://example.org/d/cloudly.io',
        price: '249.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        priceValidUntil: '2026-07-01',
        seller: { '@type': 'Person', identifier: 'seller' },
      },
    });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('stands alone when no SPA is built', () => {
    const html = renderSpaPage(
      landingPage('cloudly.io', listing, 'https://example.org'),
      undefined,
    );
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<h1>cloudly.io</h1>');
    expect(html).toContain(
      'href="/marketplace?search=cloudly.io&#38;contact=1b2a3c4d-0000-4000-8000-000000000000"',
    );
  });

  it('puts a description holding replacement patterns into the SPA’s page as it was written', () => {
    const description = "Costs $` less, $' more, $& or $$ or $1 — it’s `${price}`";
    const index =
      '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>';
    const html = renderSpaPage(
      landingPage('cloudly.io', { ...listing, description }, 'https://example.org'),
      { index, manifest: {}, prerendered: {}, criticalCss: {} },
    );
    expect(html.split('</head>')).toHaveLength(2);
    expect(html.split('<body>')).toHaveLength(2);
    expect(html).toContain(`<p>${escapeHtml(description)}</p>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(description)}">`);
  });

  it('puts an unlisted name holding replacement patterns into the SPA’s page as it was asked', () => {
    const name = "a$`b$'c$&d$$e$1.com";
    const html = renderSpaPage(landingPage(name, undefined, 'https://example.org'), {
      index: '<html><head></head><body><div id="root"></div></body></html>',
      manifest: {},
      prerendered: {},
      criticalCss: {},
    });
    expect(html.split('</head>')).toHaveLength(2);
    expect(html).toContain(`<h1>${escapeHtml(name)}</h1>`);
  });
});
