import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { MarketplaceError } from './marketplace-states';

function renderError(message: string, signedIn: boolean) {
  stubApi({});
  renderRoutes([
    {
      path: '/',
      element: <MarketplaceError message={message} signedIn={signedIn} onRetry={() => undefined} />,
    },
  ]);
}

describe('marketplace error state', () => {
  it('offers Create Account to a visitor', () => {
    renderError('Failed to load marketplace listings', false);
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In Again' })).not.toBeInTheDocument();
  });

  it('offers Sign In Again when the message is about authentication', () => {
    renderError('Authentication issue. Please try signing out and signing back in.', true);
    expect(screen.getByRole('link', { name: 'Sign In Again' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
  });
});
