import type { CommanderError } from 'commander';

// Commander words its errors in English; these patterns follow commander 14's messages (lib/command.js), one per error code.
const quoted = (text: string, pattern: RegExp) => text.match(pattern)?.slice(1) ?? [];

function suggestion(message: string): string {
  const [similar] = quoted(message, /\(Did you mean (?:one of )?(.+?)\?\)/);
  return similar ? `（是否想输入 ${similar}？）` : '';
}

/** commander's parse error as one Chinese sentence. */
export function translateCommanderError(error: CommanderError, commandPath: string): string {
  const message = error.message.replace(/^error: /, '');
  switch (error.code) {
    case 'commander.missingArgument':
      return `缺少必需的参数：${quoted(message, /argument '(.+)'/)[0]}`;
    case 'commander.optionMissingArgument':
      return `选项 ${quoted(message, /option '(.+)' argument missing/)[0]} 缺少取值`;
    case 'commander.missingMandatoryOptionValue':
      return `缺少必需的选项：${quoted(message, /required option '(.+)' not specified/)[0]}`;
    case 'commander.unknownOption':
      return `未知选项：${quoted(message, /unknown option '(.+?)'/)[0]}${suggestion(message)}`;
    case 'commander.unknownCommand':
      return `未知命令：${quoted(message, /unknown command '(.+?)'/)[0]}${suggestion(message)}`;
    case 'commander.excessArguments': {
      const [expected, received] = quoted(message, /Expected (\d+) arguments? but got (\d+)/);
      return expected === '0'
        ? `${commandPath} 不接受参数，却收到 ${received} 个`
        : `参数过多：${commandPath} 最多接受 ${expected} 个参数，却收到 ${received} 个`;
    }
    case 'commander.invalidArgument': {
      const [flags, value, reason] = quoted(message, /option '(.+)' argument '(.*)' is invalid\. (.*)/s);
      if (flags) return `选项 ${flags} 的值“${value}”无效：${reason}`;
      const [argValue, argName, argReason] = quoted(message, /value '(.*)' is invalid for argument '(.+)'\. (.*)/s);
      if (argName) return `参数 ${argName} 的值“${argValue}”无效：${argReason}`;
      return `取值无效：${message}`;
    }
    case 'commander.conflictingOption': {
      const [first, second] = quoted(message, /'(.+?)' cannot be used with (?:option|environment variable) '(.+?)'/);
      return `选项 ${first} 不能与 ${second} 同时使用`;
    }
    default:
      return `命令行有误：${message}`;
  }
}
