import { PageMeta } from '../../../components/page-meta';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your email and we will send you a link to choose a new password."
      footerText="Remembered it?"
      footerLinkLabel="Sign in"
      footerLinkTo="/login"
    >
      <PageMeta
        title="Forgot Password"
        description="Get a link to reset the password of your Domain Liquidation Marketplace account."
        path="/forgot-password"
      />
      <ForgotPasswordForm />
    </AuthCard>
  );
}
