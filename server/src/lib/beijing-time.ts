// Calendar days are Beijing days (UTC+8, no daylight saving), whatever the server's or database's time zone.
// One home for the server, the consoles and commctl: sdk/format/beijing-time.ts.
export { BEIJING_OFFSET_MS, beijingDate, beijingDayEnd, beijingDayStart, beijingTodayStart } from '../../../sdk/format';
