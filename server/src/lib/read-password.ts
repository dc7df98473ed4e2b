// A password for an operator command: typed twice on a terminal without echo, or the first line of stdin
// (`--password-stdin`, for scripts and secret stores). Never an argument: argv is readable by every user of the machine.

/** Reads the password; rejects with a Chinese reason when there is no way to ask for one or the two entries differ. */
export async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return firstLine(await readAll(process.stdin));
  if (!process.stdin.isTTY) throw new Error('标准输入不是终端：请用 --password-stdin 从标准输入传入密码。');
  const first = await promptHidden('密码：');
  const second = await promptHidden('再输入一次：');
  if (first !== second) throw new Error('两次输入的密码不一致，没有改动。');
  return first;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

const firstLine = (text: string) => text.split(/\r?\n/)[0] ?? '';

function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new Error('已取消。'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}
