/** 跟进记录这一资源的名称（其余文字随用到它们的页面加载：./features.ts）。 */
export default {
  'followUp.title': '跟进记录',
};
