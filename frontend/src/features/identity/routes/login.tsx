import { Navigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { safeRedirectPath } from '../validation';

export function LoginRoute() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();

  // Signing in sets the user, which sends them on from here: an auditor to the audit screens.
  if (user) {
    const home = user.role === 'auditor' ? '/audit' : '/dashboard';
    return <Navigate to={safeRedirectPath(searchParams.get('redirect'), home)} replace />;
  }

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in to manage your domains."
      footerText="Don't have an account?"
      footerLinkLabel="Sign up"
      footerLinkTo="/signup"
    >
      <PageMeta
        title="Sign In"
        description="Sign in to list and manage your domains on the Domain Liquidation Marketplace."
        path="/login"
      />
      <LoginForm />
    </AuthCard>
  );
}
