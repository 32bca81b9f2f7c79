import { Notifications } from '@mantine/notifications';

/** Where toasts show. Spec section 8: one toast at a time (notify() also cleans the previous one). */
export function ToastContainer() {
  return <Notifications position="bottom-right" limit={1} zIndex={1000} />;
}
