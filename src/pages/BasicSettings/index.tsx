import { useLocation } from '@umijs/max';
import { catalogueOfPath } from '@/catalogues';
import CrudTable from '@/components/crud/CrudTable';
import Exception from '@/components/Exception';
import { useT } from '@/locales/useT';

/**
 * Every /basic-settings/<page> route: the catalogue definition of the path rendered by the
 * generic CRUD table (src/catalogues/index.ts maps the path segment to its definition). The page
 * is titled in the glossary's words (`catalogue.page.<segment>`, docs/glossary.md); its menu
 * entry keeps the label the product gives it.
 */
export default function BasicSettingsPage() {
  const t = useT();
  const { pathname } = useLocation();
  const found = catalogueOfPath(pathname);
  if (!found) return <Exception status={404} />;
  // A new key per page: table state (URL paging, sorting, search) never leaks between catalogues.
  return <CrudTable key={found.page} view={found.view} title={t(`catalogue.page.${found.page.replace('/', '-')}`)} />;
}
