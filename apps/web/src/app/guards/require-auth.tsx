import { Alert, Button, Center, Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppShellSkeleton } from '../../components/app-shell-skeleton';
import { useMe } from '../../features/auth/api/get-me';
import { errorMessage } from '../../lib/notify';
import { loginPathFor } from '../../lib/safe-next';

/** Signed-in area: no session -> /login?next=<where the user was going>. */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <AppShellSkeleton />;
  if (me.isError) {
    return (
      <Center h="100vh" p="md">
        <Stack maw={440}>
          <Alert color="red" title="We could not load your account">
            {errorMessage(me.error)}
          </Alert>
          <Button onClick={() => me.refetch()} loading={me.isFetching}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!me.data) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}
