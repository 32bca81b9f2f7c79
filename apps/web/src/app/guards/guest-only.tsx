import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useMe } from '../../features/auth/api/get-me';
import { safeNext } from '../../lib/safe-next';

/**
 * Log in and sign up: a signed-in user goes on to `next` (or home). This is also how a successful
 * login leaves the page: the mutation stores the user and this guard redirects.
 */
export function GuestOnly() {
  const me = useMe();
  const [params] = useSearchParams();
  if (me.isPending) {
    return (
      <Center h="100vh">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (me.data) return <Navigate to={safeNext(params.get('next'))} replace />;
  // An error reaching /me still lets the person try to log in: the form reports what fails.
  return <Outlet />;
}
