import { AccessGate } from '@/app/access/AccessGate';
import { NavigationProgress } from './NavigationProgress';

/** Above every layout: the navigation progress bar and the access gate. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <AccessGate />
    </>
  );
}
