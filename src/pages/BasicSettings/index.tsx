import { useLocation } from '@umijs/max';
import { catalogueOfPath } from '@/catalogues';
import CrudTable from '@/components/crud/CrudTable';
import Exception from '@/components/Exception';

/**
 * Every /basic-settings/<page> route: the catalogue definition of the path rendered by the
 * generic CRUD table (src/catalogues/index.ts maps the path segment to its definition).
 */
export default function BasicSettingsPage() {
  const { pathname } = useLocation();
  const found = catalogueOfPath(pathname);
  if (!found) return <Exception status={404} />;
  // A new key per page: table state (URL paging, sorting, search) never leaks between catalogues.
  return <CrudTable key={found.page} view={found.view} />;
}
