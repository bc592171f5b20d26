import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { AuthCard } from '../components/auth-card';
import { InvalidResetLink, ResetPasswordForm } from '../components/reset-password-form';

/** The mailed link's page: `/reset-password?token=...`. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <AuthCard
      title="Choose a New Password"
      subtitle="Setting a new password signs you in and signs out every other device."
      footerText="Remembered it?"
      footerLinkLabel="Sign in"
      footerLinkTo="/login"
    >
      <PageMeta
        title="Reset Password"
        description="Choose a new password for your Domain Liquidation Marketplace account."
        path="/reset-password"
      />
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </AuthCard>
  );
}
