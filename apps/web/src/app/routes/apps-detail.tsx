import { AppDetail } from '../../features/integrations/components/app-detail';
import { APPS_HOME_PATH } from './apps-homepage';

/** One app (`/apps/appDetail?id=…`). */
export function AppDetailPage() {
  return <AppDetail backPath={APPS_HOME_PATH} backLabel="All apps" />;
}
