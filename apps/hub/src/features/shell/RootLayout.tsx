import { Outlet } from 'react-router';

/** The root route: the signed-in areas render inside it. */
export function Component() {
  return <Outlet />;
}
Component.displayName = 'RootLayout';
