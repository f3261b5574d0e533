/** Live device status: the device list's columns, the profile, Home's device card. */
export default {
  'device.online': 'Connection',
  'device.online.1': 'Online',
  'device.online.0': 'Offline',
  'device.battery': 'Battery',
  'device.signal': 'Signal',
  'device.liveSeq': 'Status change',
  'live.percent': '{n}%',
  'live.percentLow': '{n}% (low)',
  'live.signal.good': 'Good',
  'live.signal.fair': 'Fair',
  'live.signal.poor': 'Poor',
  'live.signal.none': 'None',
  'live.seenNow': 'Now (online)',
  // A figure's link on Home: its name and value (as shown), then where it leads.
  'home.figureLink': '{title}: {value}, Show in list',
  'home.devices.now': 'Devices right now',
  'home.devices.onlineNow': 'Online now',
  'home.devices.lowBattery': 'Battery at {n}% or less',
  'home.devices.scheduled': 'Devices of members scheduled to train today ({n, number})',
  'home.devices.scheduledNone': 'No member with a device is scheduled to train today',
  'home.devices.scheduledMore': 'Showing {shown, number} of {total, number}',
};
