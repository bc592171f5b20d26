import { Navigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { CodeSignInForm } from '../components/code-sign-in-form';
import { safeRedirectPath } from '../validation';

/** Sign in with a one-time code sent by mail instead of the password. */
export function CodeSignInRoute() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();

  // Signing in sets the user, which sends them on from here.
  if (user) return <Navigate to={safeRedirectPath(searchParams.get('redirect'))} replace />;

  return (
    <AuthCard
      title="Sign In with a Code"
      subtitle="We email you a 6-digit code: no password needed."
      footerText="Prefer your password?"
      footerLinkLabel="Sign in with password"
      footerLinkTo="/login"
    >
      <PageMeta
        title="Sign In with a Code"
        description="Sign in to the Domain Liquidation Marketplace with a one-time code sent to your email."
        path="/login/code"
      />
      <CodeSignInForm />
    </AuthCard>
  );
}
