import { Card } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../features/auth/api/get-me';
import { PasswordForm } from '../../features/settings/components/password-form';

/** Served at /settings/password and /admin/settings/password. */
export function SettingsPasswordPage() {
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Password" description="Use a long password you do not use anywhere else." />
      <Card maw={640}>
        <PasswordForm email={user.email} />
      </Card>
    </>
  );
}
