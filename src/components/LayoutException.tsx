import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  route?: { unaccessible?: boolean };
  notFound?: ReactNode;
  noFound?: ReactNode;
  unAccessible?: ReactNode;
  noAccessible?: ReactNode;
}

/**
 * Takes the place of the layout plugin's generated Exception (.umirc.ts aliases it here). That one
 * imports antd's Result for a fallback page with fixed Chinese texts, which this console never
 * shows: app.tsx always passes its own translated 403 and 404 (`unAccessible`, `noFound`). This
 * keeps the plugin's choice between them and loads no Result on every page.
 */
export default function LayoutException({ children, route, notFound, noFound, unAccessible, noAccessible }: Props) {
  if (!route) return <>{noFound ?? notFound}</>;
  if (route.unaccessible) return <>{unAccessible ?? noAccessible}</>;
  return <>{children}</>;
}
