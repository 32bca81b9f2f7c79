import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { SignupForm } from '../../features/auth/components/signup-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthLayout } from '../layouts/auth-layout';

export function SignupPage() {
  useDocumentTitle('Sign up');
  const [params] = useSearchParams();
  const next = params.get('next');
  const loginHref = next ? `/login?next=${encodeURIComponent(next)}` : '/login';
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start a workspace for your company. You can invite your team later."
    >
      <SignupForm loginHref={loginHref} />
      <Text ta="center" fz="sm" mt="lg" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to={loginHref} inherit fw={600}>
          Log in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
