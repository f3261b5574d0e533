/** 设备实时状态：设备列表的列、会员档案、首页的设备卡片。 */
export default {
  'device.online': '连接',
  'device.online.1': '在线',
  'device.online.0': '离线',
  'device.battery': '电量',
  'device.signal': '信号',
  'device.liveSeq': '状态变更',
  'live.percent': '{n}%',
  'live.percentLow': '{n}%（电量低）',
  'live.signal.good': '良好',
  'live.signal.fair': '一般',
  'live.signal.poor': '较差',
  'live.signal.none': '无',
  'live.seenNow': '此刻（在线）',
  // A figure's link on Home: its name and value (as shown), then where it leads.
  'home.figureLink': '{title}：{value}，在列表中查看',
  'home.devices.now': '设备实时状态',
  'home.devices.onlineNow': '当前在线',
  'home.devices.lowBattery': '电量不高于 {n}%',
  'home.devices.scheduled': '今日有训练安排的会员的设备（{n, number}）',
  'home.devices.scheduledNone': '今日没有绑定设备的会员有训练安排',
  'home.devices.scheduledMore': '显示 {shown, number} 个，共 {total, number} 个',
};
