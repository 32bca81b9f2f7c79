import { Card } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../features/auth/api/get-me';
import { ProfileForm } from '../../features/settings/components/profile-form';

/** Served at /settings/profile (gate memberSettingsProfile) and /admin/settings/profile (signedIn). */
export function SettingsProfilePage() {
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Profile" description="How you appear to your team and to candidates you contact." />
      <Card maw={640}>
        {/* Keyed by user so a profile saved elsewhere re-seeds the form instead of showing stale values. */}
        <ProfileForm key={user.id} user={user} />
      </Card>
    </>
  );
}
