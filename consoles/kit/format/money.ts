// Money travels in integer fen (分) everywhere; the shared formatting lives in sdk/format (server, consoles, commctl).
export { fenToYuanText, formatFen, parseYuan } from '#sdk/format';
