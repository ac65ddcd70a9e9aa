// Runs a command (its output passed through) and writes the CPU time its whole process tree used to the file
// named by CPU_TIME_FILE: `{ user, system }` in seconds. scripts/test.mjs runs each step through it, so its summary
// can say where the time went. The figures are the kernel's for the children this process waited for, and those
// children's own waited-for children (Vitest's workers, Playwright's browsers and server): a process left to run
// on its own (a database server started elsewhere) is not in them. On a system without /proc the file is not
// written.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

/** The user and system CPU seconds of this process's waited-for children (Linux's /proc, 100 ticks a second). */
function childrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command's name (which may hold spaces) in parentheses: cutime and cstime are the
    // 16th and 17th fields of the line, the 14th and 15th after the name.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[13]) / 100, system: Number(fields[14]) / 100 };
  } catch {
    return undefined;
  }
}

child.on('error', (error) => {
  console.error(`Could not run ${command}: ${error.message}`);
  process.exit(1);
});
child.on('close', (code, signal) => {
  const cpu = childrenCpu();
  if (cpu && process.env.CPU_TIME_FILE) writeFileSync(process.env.CPU_TIME_FILE, JSON.stringify(cpu));
  process.exit(code ?? (signal ? 1 : 0));
});
