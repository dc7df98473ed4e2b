// A user agent as people read it: the browser and the system, enough to tell one's own devices apart.

const browsers: [RegExp, string][] = [
  [/MicroMessenger/i, '微信'],
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Android/, 'Android'],
  [/HarmonyOS/, '鸿蒙'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 「Chrome · Windows」, or the raw text when neither is recognised, or 未知设备 when there is none. */
export function deviceName(userAgent: string): string {
  if (!userAgent.trim()) return '未知设备';
  const browser = browsers.find(([re]) => re.test(userAgent))?.[1];
  const system = systems.find(([re]) => re.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.slice(0, 60);
  return [browser, system].filter(Boolean).join(' · ');
}
