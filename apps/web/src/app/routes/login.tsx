import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { SsoSignIn } from '../../features/sso/components/sso-sign-in';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthLayout } from '../layouts/auth-layout';

export function LoginPage() {
  useDocumentTitle('Log in');
  const [params] = useSearchParams();
  const next = params.get('next');
  const signupHref = next ? `/signup?next=${encodeURIComponent(next)}` : '/signup';
  return (
    <AuthLayout
      title="Log in to Talentbase"
      subtitle="Welcome back. Pick up your searches, projects and sequences."
    >
      <LoginForm />
      <SsoSignIn next={next} ssoError={params.get('ssoError')} />
      <Text ta="center" fz="sm" mt="lg" c="dimmed">
        New to Talentbase?{' '}
        <Anchor component={Link} to={signupHref} inherit fw={600}>
          Create an account
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
