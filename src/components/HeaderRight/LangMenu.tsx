import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { getLocale, setLocale, useIntl } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import { AVAILABLE_LOCALES, menuLocales } from '@/locales/catalogue';
import { LANG_MENU_MIN_WIDTH } from '@/services/config';

/** Language menu: applies the choice without a reload (the locale plugin's change event). */
export default function LangMenu() {
  const intl = useIntl();
  const current = getLocale();
  const items = menuLocales(AVAILABLE_LOCALES).map((l) => ({
    key: l.lang,
    label: (
      <span lang={l.lang}>
        <span role="img" aria-hidden style={{ marginInlineEnd: 8 }}>
          {l.icon}
        </span>
        {l.label}
      </span>
    ),
  }));
  return (
    <Dropdown
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        style: { minWidth: LANG_MENU_MIN_WIDTH },
        onClick: ({ key }) => setLocale(key, false),
      }}
      placement="bottomRight"
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={intl.formatMessage({ id: 'app.language' })}
        data-testid="lang-menu"
      />
    </Dropdown>
  );
}
