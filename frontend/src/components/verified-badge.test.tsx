import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RegistrationExpiryWarning } from './registration-expiry-warning';
import { VerifiedBadge } from './verified-badge';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('verified badge', () => {
  it('reads "Verified" and explains it on hover', () => {
    renderWithProviders(<VerifiedBadge />);

    const badge = screen.getByText('Verified');
    expect(badge.closest('[title]')).toHaveAttribute(
      'title',
      "The seller proved control of this name's DNS",
    );
  });
});

describe('registration expiry warning', () => {
  it('warns of a registration ending within 60 days', () => {
    renderWithProviders(
      <RegistrationExpiryWarning
        expiresAt={new Date(Date.now() + 40 * DAY_MS - 60_000).toISOString()}
      />,
    );
    expect(screen.getByText('Expires in 40 days')).toBeInTheDocument();
  });

  it('says when the registration has expired', () => {
    renderWithProviders(
      <RegistrationExpiryWarning expiresAt={new Date(Date.now() - DAY_MS).toISOString()} />,
    );
    expect(screen.getByText('Registration expired')).toBeInTheDocument();
  });

  it('shows nothing for a registration ending later or unknown', () => {
    renderWithProviders(
      <>
        <RegistrationExpiryWarning expiresAt={new Date(Date.now() + 200 * DAY_MS).toISOString()} />
        <RegistrationExpiryWarning expiresAt={null} />
      </>,
    );
    expect(screen.queryByText(/expire/i)).not.toBeInTheDocument();
  });
});
