/** ProLayout settings of SPEC sections 1 and 9. */
const defaultSettings = {
  navTheme: 'light' as const,
  layout: 'mix' as const,
  contentWidth: 'Fluid' as const,
  fixedHeader: true,
  fixSiderbar: true,
  colorPrimary: '#1677ff',
  siderWidth: 200,
  title: '用户管理系统',
  logo: 'logo2.svg',
  iconfontUrl: '',
  splitMenus: false,
};

export default defaultSettings;
