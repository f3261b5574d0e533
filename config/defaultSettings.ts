/** ProLayout settings: light, mixed layout, fluid width, 200 px sidebar (docs/product-rules.md, constants). */
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
