import { Navigate } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { SignUpForm } from '../components/sign-up-form';

export function SignUpRoute() {
  const { user } = useAuth();

  // Creating the account signs the user in, which sends them on from here.
  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard
      title="Create Account"
      subtitle="List domains under $1,000 for a flat fee. No commissions, ever."
      footerText="Already have an account?"
      footerLinkLabel="Sign in"
      footerLinkTo="/login"
    >
      <PageMeta
        title="Create Account"
        description="Create an account to list domains under $1,000 with 0% commission."
        path="/signup"
      />
      <SignUpForm />
    </AuthCard>
  );
}
